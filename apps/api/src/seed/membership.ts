import { DEFAULT_TIER_RULES, type MembershipTier } from '@talad/domain';
import type { membershipTiers } from '../db/schema/index.ts';

type TierSeed = typeof membershipTiers.$inferInsert;

/** Rules as the defaults; the API writes the configured ones over them when it starts (applyTierRules). */
function rulesOf(tier: MembershipTier) {
  const rule = DEFAULT_TIER_RULES.find((candidate) => candidate.tier === tier);
  if (!rule) throw new Error(`no default rules for ${tier}`);
  return { minSpend: rule.minSpend, cashbackRate: rule.cashbackRate, freeDeliveryFrom: rule.freeDeliveryFrom };
}

/** Names, colours and the benefits that are not rules (the rules' own texts are written from them). */
export function membershipSeeds(brand: string): TierSeed[] {
  return [
    {
      code: 'REGULAR',
      position: 1,
      name: { th: 'สมาชิกทั่วไป', en: 'Regular' },
      ...rulesOf('REGULAR'),
      benefits: { th: [`ข่าวสารโปรโมชันจาก ${brand}`], en: [`Promotion news from ${brand}`] },
      colour: '#9CA3AF',
    },
    {
      code: 'GOLD',
      position: 2,
      name: { th: 'โกลด์', en: 'Gold' },
      ...rulesOf('GOLD'),
      benefits: { th: ['คูปองส่วนลดเฉพาะสมาชิกโกลด์ขึ้นไป'], en: ['Coupons for Gold members and above'] },
      colour: '#D4A017',
    },
    {
      code: 'VIP',
      position: 3,
      name: { th: 'วีไอพี', en: 'VIP' },
      ...rulesOf('VIP'),
      benefits: { th: ['คูปองส่วนลดและคูปองส่งฟรีเฉพาะสมาชิกวีไอพี'], en: ['VIP-only discount and free-delivery coupons'] },
      colour: '#1F2937',
    },
  ];
}
