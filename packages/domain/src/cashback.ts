import type { Satang } from './money.ts';

/**
 * The cashback ledger's rules (issue #14, spec §1 cashback, §3 cashback types and statuses). Every entry is signed
 * satang: credits (ORDER, PROMOTION, REVIEW) are positive, debits (BURN, EXPIRED) negative; the balance is the sum of
 * the COMPLETE entries, and a CANCELED one (the order was cancelled or returned) counts for nothing.
 *
 * Which credit a debit uses up is not stored: debits use up the credits that expire first (the member's best case,
 * and the way shops explain it: "the oldest cashback is spent first"). So at any moment the amount that should have
 * expired is what the credits expired by then exceed all debits by, and what expires next is what the next credits
 * to expire keep after the debits.
 */

/** Days a credit stays spendable after it was earned, unless it carries an end of its own (CASHBACK_VALID_DAYS). */
export const DEFAULT_CASHBACK_VALID_DAYS = 365;

/** A COMPLETE credit, with the moment it stops being spendable. */
export interface CashbackCredit {
  amount: Satang;
  expiresAt: Date;
}

/**
 * What has to expire now: the credits expired by `now` less every debit so far (burns and earlier expiries), never
 * below zero. An expiry run writes this as one EXPIRED entry, so a second run finds nothing left: expiring is once.
 */
export function cashbackDueToExpire(credits: readonly CashbackCredit[], debits: Satang, now: Date): Satang {
  const expired = credits.filter((credit) => credit.expiresAt.getTime() <= now.getTime()).reduce((sum, credit) => sum + credit.amount, 0);
  return Math.max(0, expired - debits);
}

/** The day (Asia/Bangkok) of a moment, yyyy-mm-dd: credits expiring the same day are told as one. */
function bangkokDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * What expires next and when: the debits use up the earliest-expiring credits; of what is left, the credits of the
 * earliest day (Bangkok time) are the next expiry, told at the first of their moments. Null when nothing is left.
 */
export function nextCashbackExpiry(credits: readonly CashbackCredit[], debits: Satang): { amount: Satang; expiresAt: Date } | null {
  const byExpiry = [...credits].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  let unspentDebits = debits;
  let amount = 0;
  let first: Date | null = null;
  for (const credit of byExpiry) {
    const used = Math.min(credit.amount, Math.max(0, unspentDebits));
    unspentDebits -= used;
    const left = credit.amount - used;
    if (left <= 0) continue;
    if (first && bangkokDay(first) !== bangkokDay(credit.expiresAt)) break;
    first ??= credit.expiresAt;
    amount += left;
  }
  return first && { amount, expiresAt: first };
}
