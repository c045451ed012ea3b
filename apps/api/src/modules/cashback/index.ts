/** The cashback ledger (cashback_entries): a member's balance, and spending it on an order without overdrawing. */
export { burnCashback, cashbackBalance, earnCashback, returnCashback } from './ledger.ts';
