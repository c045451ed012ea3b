/**
 * The cashback ledger's front door (cashback_entries, decision 0012): a member's balance and history, earning on a
 * completed order, crediting reviews and promotions once per source, spending at checkout without overdrawing, giving
 * back on a cancelled order, and expiring what ends unspent (the hourly expiry job).
 */
export {
  burnCashback,
  cashbackBalance,
  creditCashback,
  earnCashback,
  earnedCashbackOf,
  returnCashback,
  returnSpentCashback,
  reverseEarnedCashback,
  type CashbackCredit,
} from './ledger.ts';
export { cashbackExpiryJob, expireCashback, CASHBACK_EXPIRY_JOB } from './expiry.ts';
export { cashbackRoutes, type CashbackRouteOptions } from './routes.ts';
