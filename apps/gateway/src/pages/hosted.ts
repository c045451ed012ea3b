import type { Locale } from '../codes.ts';
import { APPROVE_CHANNELS, CARD_CHANNELS, type Payments } from '../payments.ts';
import type { TokenRecord, TransactionRecord } from '../store.ts';
import { approvePage } from './approve.ts';
import { cardPage } from './card.ts';
import type { Html } from './html.ts';
import { returnUrl } from './return.ts';
import { slipPage } from './slip.ts';

/** The token's hosted page, by its (first) channel. */
export function hostedPage(input: {
  payments: Payments;
  token: TokenRecord;
  locale: Locale;
  slip: TransactionRecord | undefined;
  error: string | null;
}): { body: Html; script: string } {
  const { payments, token, locale, slip, error } = input;
  const channel = token.channels[0] ?? 'CC';
  if ((CARD_CHANNELS as readonly string[]).includes(channel)) return cardPage(payments, token, locale, error);
  if ((APPROVE_CHANNELS as readonly string[]).includes(channel)) return { body: approvePage(token, locale, error), script: '' };
  const backToShop = slip ? returnUrl(payments.frontendReturn(slip)) : null;
  return slipPage({ token, slip, locale, error, backToShop });
}
