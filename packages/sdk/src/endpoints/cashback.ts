import type { CashbackAmount, CashbackEntry, MyCashbackQuery, Page } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** The member's cashback (spec §7 users/me/my-cashback and /amount, issue #14). Both need a signed-in member. */

export type { CashbackAmount, CashbackEntry, MyCashbackQuery } from '@talad/contract';

/** The ledger, newest first, a page at a time: earned, spent and expired entries, each COMPLETE or CANCELED. */
export function getMyCashback(api: ApiClient, query: MyCashbackQuery = {}, options?: CallOptions): Promise<Envelope<Page<CashbackEntry>>> {
  return api.get<Page<CashbackEntry>>('users/me/my-cashback', { ...options, query });
}

/** The balance, and what of it expires next and when. */
export function getMyCashbackAmount(api: ApiClient, options?: CallOptions): Promise<Envelope<CashbackAmount>> {
  return api.get<CashbackAmount>('users/me/my-cashback/amount', options);
}
