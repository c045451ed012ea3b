import type { PrivacyPolicy } from '@talad/contract';
import type { Locale } from '@talad/domain';

/** Stored with a member's acceptance; a new text gets a new version. */
export const PRIVACY_POLICY_VERSION = '2026-01';

/** The text a new member accepts at /register/privacy-policy; its version is stored with the acceptance. */
const POLICY = {
  th: {
    title: 'นโยบายความเป็นส่วนตัว',
    paragraphs: [
      'เราเก็บชื่อ เบอร์โทรศัพท์ อีเมล และที่อยู่ของท่าน เพื่อจัดส่งสินค้า ออกใบกำกับภาษี และดูแลบัญชีสมาชิกของท่าน',
      'เราใช้ข้อมูลการสั่งซื้อเพื่อคำนวณระดับสมาชิกและเงินคืน และใช้เพื่อการตลาดเฉพาะเมื่อท่านให้ความยินยอมในหน้าตั้งค่าความเป็นส่วนตัว',
      'เราไม่ขายข้อมูลส่วนบุคคลของท่าน และเปิดเผยให้ผู้ให้บริการขนส่งและชำระเงินเท่าที่จำเป็นต่อคำสั่งซื้อเท่านั้น',
      'ท่านขอดู แก้ไข หรือลบข้อมูลส่วนบุคคลได้ทุกเมื่อจากหน้าบัญชีของฉัน ข้อมูลคำสั่งซื้อจะถูกเก็บไว้ตามที่กฎหมายบัญชีและภาษีกำหนด',
    ],
  },
  en: {
    title: 'Privacy policy',
    paragraphs: [
      'We keep your name, phone number, e-mail and addresses to deliver your orders, issue tax invoices and look after your account.',
      'We use your orders to work out your membership tier and cashback, and use them for marketing only with your consent in the privacy settings.',
      'We never sell your personal data; we share it with delivery and payment partners only as far as an order needs.',
      'You can see, correct or delete your personal data at any time from My account. Order records are kept as accounting and tax law require.',
    ],
  },
} as const;

export function privacyPolicyText(locale: Locale): PrivacyPolicy {
  const text = POLICY[locale];
  return { version: PRIVACY_POLICY_VERSION, title: text.title, paragraphs: [...text.paragraphs] };
}
