import type { Translator } from './i18n.ts';

/** How soon a shopper shown the try-again page for a failed or late API may reasonably try again. */
export const RETRY_AFTER_SECONDS = 10;

/** The answers that mean "not now" rather than "not here": too many renders at once (503) or too fast from one address (429). */
export type TryAgainStatus = 429 | 503;

export function isTryAgainStatus(status: number): status is TryAgainStatus {
  return status === 429 || status === 503;
}

/** What the try-again page says, the same whether server.mjs sends it or the app shows it after a client-side navigation. */
export function tryAgainMessages(t: Translator['t'], status: TryAgainStatus, reason?: 'starting') {
  const kind = status === 429 ? 'tooMany' : (reason ?? 'busy');
  return { title: t(`tryAgain.${kind}Title`), text: t(`tryAgain.${kind}Text`), button: t('tryAgain.button') };
}
