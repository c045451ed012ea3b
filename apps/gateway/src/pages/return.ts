import type { Locale } from '../codes.ts';
import { html, type Html } from './html.ts';
import { textsOf } from './texts.ts';

/**
 * 2C2P's frontend return: a form posting `paymentResponse` to the shop's frontendReturnUrl, submitted on load, in
 * the top window (the challenge may have been framed by the shop's page). A button for browsers without script.
 */
export function returnForm(locale: Locale, target: { url: string; paymentResponse: string }): { body: Html; script: string } {
  const texts = textsOf(locale);
  return {
    body: html`<main>
      <section class="sheet">
        <p>${texts.returning}</p>
        <form id="return" method="post" action="${target.url}" target="_top">
          <input type="hidden" name="paymentResponse" value="${target.paymentResponse}" />
          <button type="submit">${texts.continue}</button>
        </form>
      </section>
    </main>`,
    script: "document.getElementById('return').submit();",
  };
}

/** The URL of the frontend return as a plain GET (Do Payment's `2000` data): the same paymentResponse in the query. */
export function returnUrl(target: { url: string; paymentResponse: string }): string {
  const url = new URL(target.url);
  url.searchParams.set('paymentResponse', target.paymentResponse);
  return url.toString();
}
