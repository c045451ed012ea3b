import { html, type Html } from './html.ts';

/** A page that only says something (a token not found, an invoice already paid, a payment expired). */
export function messagePage(title: string, detail: string, link?: { href: string; label: string }): Html {
  return html`<section class="sheet">
    <h1>${title}</h1>
    <p class="muted">${detail}</p>
    ${link ? html`<a class="button secondary" href="${link.href}">${link.label}</a>` : ''}
  </section>`;
}
