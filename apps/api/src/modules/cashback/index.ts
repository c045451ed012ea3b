/** The cashback ledger (cashback_entries): a member's balance, and spending it on an order without overdrawing. */
export { burnCashback, cashbackBalance, creditCashback, earnCashback, returnCashback, type CashbackCredit } from './ledger.ts';
