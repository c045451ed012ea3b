import { i18nFor } from './i18n.ts';
import { localeFromPath } from './locale-path.ts';
import { tryAgainMessages, type TryAgainStatus } from './try-again.ts';

/**
 * The page server.mjs sends when it refuses a request before rendering it: small, without scripts, in the path's
 * language (Thai, English under /en). Its link asks for the same page again. `starting`: the API is not up yet.
 */
export function tryAgainPage(status: TryAgainStatus, pathname: string, reason?: 'starting'): string {
  const locale = localeFromPath(pathname);
  const { title, text, button } = tryAgainMessages(i18nFor(locale).t, status, reason);
  // The starting page asks again by itself: the shop is there within seconds.
  const refresh = reason === 'starting' ? '<meta http-equiv="refresh" content="2">' : '';
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}` +
    `<title>${title}</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937}main{max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center}</style></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p><a href="">${button}</a></p></main></body></html>`
  );
}
