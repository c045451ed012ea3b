import { CASHBACK_STATUSES, CASHBACK_TRANSACTION_TYPES } from '@talad/domain';
import { z } from 'zod';
import { pageOf, pagingQuery } from './common.ts';

/**
 * The member's cashback (issue #14, spec §3 cashback types and statuses, §7 users/me/my-cashback and /amount). Amounts
 * are signed satang: credits (ORDER, PROMOTION, REVIEW) positive, debits (BURN, EXPIRED) negative.
 */

/** GET users/me/my-cashback ?page&size: the ledger, newest first. */
export const myCashbackQuery = z.object(pagingQuery);
export type MyCashbackQuery = Partial<z.output<typeof myCashbackQuery>>;

export const cashbackEntry = z.object({
  id: z.number().int(),
  type: z.enum(CASHBACK_TRANSACTION_TYPES),
  /** CANCELED: the order it came from or was spent on was cancelled or returned; it counts for nothing. */
  status: z.enum(CASHBACK_STATUSES),
  amount: z.number().int().describe('Signed satang: credits positive, spending and expiry negative'),
  /** The order it was earned on or spent on, if any. */
  order_no: z.string().nullable(),
  created_at: z.string(),
  /** When a credit stops being spendable; null for spending and expiry. */
  expires_at: z.string().nullable(),
});
export type CashbackEntry = z.infer<typeof cashbackEntry>;

export const myCashbackPage = pageOf(cashbackEntry);
export type MyCashbackPage = z.infer<typeof myCashbackPage>;

/** GET users/me/my-cashback/amount: the balance (the sum of the COMPLETE entries) and what expires next. */
export const cashbackAmount = z.object({
  balance: z.number().int().describe('Satang the member can spend'),
  next_expiry: z
    .object({
      amount: z.number().int().describe('Satang of the balance that expires next'),
      expires_at: z.string(),
    })
    .nullable(),
  /** Days a credit stays spendable after it was earned. */
  valid_days: z.number().int(),
});
export type CashbackAmount = z.infer<typeof cashbackAmount>;
