import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { createContext, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceProvider } from './lib/nonce.ts';
import { recordingPageMessages } from './lib/page-messages.server.ts';
import { RETRY_AFTER_SECONDS } from './lib/try-again.ts';

/**
 * React Router's default server entry, plus the Content-Security-Policy nonce: server.mjs draws one per answer,
 * sends it in the policy and hands it over here (getLoadContext); React's own streaming scripts, React Router's
 * scripts and the page's inline scripts (lib/nonce.ts) carry it. Empty under `react-router dev`, which sends no policy.
 */
export const cspNonce = createContext<string>('');

/** What server.mjs adds to every answer, and the page it sends when it will not render one. */
export { securityHeaders } from './lib/security-headers.server.ts';
export { tryAgainPage } from './lib/try-again-page.server.ts';
/** Which of a browser's /api calls server.mjs passes to the API (decision 0033). */
export { apiCallRefusal } from './lib/api-passage.server.ts';
/** The page cache's parts (decision 0026): server.mjs keeps public pages with them. */
export * as pageCache from './lib/page-cache.server.ts';
/** The menu and popups each render remembers, forgotten when the shop announces a change (decision 0054). */
export { forgetShellAnswers } from './lib/shell-answers.server.ts';
/** The per-IP page limit's buckets, in Redis or this process's memory, and the Redis connections' outage warnings. */
export * as pageLimit from './lib/page-limit.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page whose API failed or was late is the try-again page (lib/settle.ts): tell clients when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has('Retry-After')) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonce) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots (and SPA mode) get the whole page at once rather than streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after the `streamTimeout` so it has time to flush down the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The page's render records the namespaces of the messages it translates: it inlines only those (CatalogueScript).
    const { pipe, abort } = recordingPageMessages(() =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true;
            const body = new PassThrough({
              final(callback) {
                // Clear the timeout to prevent retaining the closure and memory leak.
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            const stream = createReadableStreamFromReadable(body);
            responseHeaders.set('Content-Type', 'text/html');
            pipe(body);
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Errors inside the shell are logged by handleDocumentRequest when it rejects; log only those after it.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}
