import { formatBaht, type LocalizedText } from '@talad/domain';
import type { Transaction } from '../../db/client.ts';
import { notifyMember } from '../notification/index.ts';
import type { TierRow } from './progress.ts';

export interface TierChange {
  customerId: string;
  from: TierRow;
  to: TierRow;
  /** The 12-month spend that moved the member. */
  yearlySpend: number;
}

/** What the member is told: up a tier (congratulations and its cashback), or down one (their 12-month spend). */
export function tierChangeText({ from, to, yearlySpend }: Omit<TierChange, 'customerId'>): { title: LocalizedText; body: LocalizedText } {
  const percent = String(to.cashbackRate / 100);
  if (to.minSpend > from.minSpend) {
    return {
      title: { th: `ยินดีด้วย! คุณเป็นสมาชิกระดับ${to.name.th}แล้ว`, en: `Congratulations! You are now a ${to.name.en ?? to.name.th} member` },
      body: {
        th: `รับเงินคืน ${percent}% ทุกคำสั่งซื้อที่สำเร็จ และสิทธิพิเศษของระดับ${to.name.th} ดูได้ที่หน้าระดับสมาชิก`,
        en: `You now get ${percent}% cashback on every completed order and the other ${to.name.en ?? to.name.th} benefits; see your membership page.`,
      },
    };
  }
  return {
    title: { th: `ระดับสมาชิกของคุณเปลี่ยนเป็น${to.name.th}`, en: `Your membership is now ${to.name.en ?? to.name.th}` },
    body: {
      th: `ยอดซื้อ 12 เดือนล่าสุดของคุณคือ ${formatBaht(yearlySpend, 'th')} ช้อปเพิ่มอีก ${formatBaht(from.minSpend - yearlySpend, 'th')} เพื่อกลับสู่ระดับ${from.name.th}`,
      en: `Your spend over the last 12 months is ${formatBaht(yearlySpend, 'en')}; spend ${formatBaht(from.minSpend - yearlySpend, 'en')} more to be ${from.name.en ?? from.name.th} again.`,
    },
  };
}

/** The member's announcements list tells the change, in the transaction that made it: told exactly when it happened. */
export async function tellTierChange(tx: Transaction, change: TierChange): Promise<void> {
  await notifyMember(tx, change.customerId, { kind: 'announce', ...tierChangeText(change), link: '/account/member-ship' });
}
