import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../codes.ts';

/** HTML text escaped for element content and quoted attribute values. */
export function escape(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A template tag that escapes every value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, string, index) => out + string + (index < values.length ? render(values[index]) : ''), ''));
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return value instanceof Html ? value.text : escape(value);
}

export interface PageOptions {
  title: string;
  locale: Locale;
  body: Html;
  /** Origins allowed to frame the page (CSP frame-ancestors); none by default. */
  frameAncestors?: string[];
  /** Origins the page's forms may post to besides the gateway itself (the shop's frontend return). */
  formTargets?: string[];
  /** Script run on load (auto-submitting the return form, the card form's brand detection), under the page's nonce. */
  script?: string;
}

/**
 * Sends a page with a strict policy: nothing loads from elsewhere, inline style and script only under this answer's
 * nonce, forms post only to the gateway and the shop's return, framing only by the merchant's origins. Pages carry
 * payment tokens in their URLs: no referrer leaves them and nothing caches them.
 */
export function sendPage(reply: FastifyReply, options: PageOptions, status = 200): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const frameAncestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'";
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${(options.formTargets ?? []).join(' ')}`.trim(),
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', policy)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(document(options, nonce));
}

function document(options: PageOptions, nonce: string): string {
  return html`<!doctype html>
    <html lang="${options.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title}</title>
        <style nonce="${nonce}">
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        ${options.body}
        ${
          options.script
            ? html`<script nonce="${nonce}">
                ${new Html(options.script)};
              </script>`
            : ''
        }
      </body>
    </html>`.text;
}

const STYLE = `
:root{--ink:#1c2430;--muted:#5b6573;--line:#dde2e8;--bg:#f4f6f9;--brand:#0b5cad;--brand-ink:#fff;--ok:#137a3a;--bad:#b3261e;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans Thai","Sarabun",sans-serif;color:var(--ink);background:var(--bg)}
*{box-sizing:border-box}body{margin:0;line-height:1.5;font-size:16px}
main{max-width:460px;margin:0 auto;padding:16px}
.sheet{background:#fff;border:1px solid var(--line);border-radius:12px;padding:20px;margin-top:12px}
header.gw{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px;background:#fff;border-bottom:1px solid var(--line)}
header.gw .mark{font-weight:700;letter-spacing:.02em;color:var(--brand)}
header.gw .lang a{color:var(--muted);text-decoration:none;margin-left:8px;font-size:14px}header.gw .lang a[aria-current]{color:var(--ink);font-weight:600}
.sandbox{font-size:12px;background:#fff4d6;color:#6b4e00;border-radius:999px;padding:2px 8px}
.merchant{color:var(--muted);font-size:14px;margin:0}.amount{font-size:28px;font-weight:700;margin:2px 0 0}
.invoice{color:var(--muted);font-size:13px;margin:0}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:16px 0 8px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c0ca;border-radius:8px;background:#fff;min-height:44px}
input:focus,select:focus{outline:2px solid var(--brand);outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1}
.check{display:flex;align-items:center;gap:8px;font-weight:400}.check input{width:20px;min-height:20px;margin:0}
button,.button{display:block;width:100%;font:inherit;font-weight:600;padding:12px;border-radius:8px;border:0;background:var(--brand);color:var(--brand-ink);margin-top:16px;min-height:48px;cursor:pointer;text-align:center;text-decoration:none}
button.secondary,.button.secondary{background:#fff;color:var(--ink);border:1px solid #b8c0ca}
button.danger{background:#fff;color:var(--bad);border:1px solid var(--bad)}
.error{background:#fdecea;color:var(--bad);border-radius:8px;padding:10px 12px;margin:0 0 12px}
.ok{color:var(--ok)}.muted{color:var(--muted);font-size:14px}
.brand{font-size:13px;font-weight:600;color:var(--muted);min-height:20px;margin-top:4px}
.card-option{display:flex;align-items:center;gap:10px;border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin-top:8px;font-weight:400}
.card-option input{width:20px;min-height:20px;margin:0}
.code{font:600 24px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em;text-align:center;margin:8px 0}
.barcode,.qr{display:block;margin:12px auto;max-width:100%;height:auto;background:#fff}
.qr{width:240px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0;font-size:14px}dt{color:var(--muted)}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px 6px;border-bottom:1px solid var(--line);vertical-align:middle}
fieldset.plain{border:0;padding:0;margin:0;min-width:0}legend{padding:0}
.slips{list-style:none;padding:0;margin:0}.slips li{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 0;border-bottom:1px solid var(--line)}
.slips li button{margin:0;width:auto;padding:8px 14px;min-height:40px;white-space:nowrap}
.lock{width:16px;height:16px;vertical-align:-2px;margin-right:4px}
.partners{display:flex;flex-wrap:wrap;gap:6px;padding:0;list-style:none;margin:8px 0}.partners li{border:1px solid var(--line);border-radius:999px;padding:2px 10px;font-size:13px}
footer{color:var(--muted);font-size:12px;text-align:center;margin:16px 0}
@media print{header.gw,button,.button,footer{display:none}body{background:#fff}.sheet{border:0}}
`;
