import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import stylesheet from './app.css?url';
import { EMPTY_MENU, toShopMenu } from './lib/shop-menu.ts';
import { serverConfig } from './lib/config.server.ts';
import { deviceFromUserAgent } from './lib/device.ts';
import { CatalogueScript } from './lib/catalogue-script.tsx';
import { i18nFor, loadCatalogue, TranslationProvider } from './lib/i18n.ts';
import { localeFromPath } from './lib/locale-path.ts';
import { useNonce } from './lib/nonce.ts';
import { brandNameOf } from './lib/seo.ts';
import { settle } from './lib/settle.ts';
import { themeStarterScript } from './lib/theme.ts';
import { isTryAgainStatus, tryAgainMessages } from './lib/try-again.ts';
import { menuFor, NO_POPUPS, popupsFor } from './lib/shell-answers.server.ts';
import { useOptionalShellData, type ShellData } from './lib/shell-data.ts';
import { AppShell } from './shell/app-shell.tsx';
import { brandCss, BRANDS } from './lib/brands.tsx';
import { Chrome } from './shell/chrome.tsx';
import { consentDefaultScript } from './shell/cookie-consent/consent-mode.ts';
import { chunkReloadScript, isChunkLoadError, reloadForChunkError } from './shell/chunk-error.ts';
import { HYDRATED_MARK, HydrationScripts } from './shell/hydration-scripts.tsx';
import { NotFound } from './shell/not-found.tsx';
import { TryAgain } from './shell/try-again.tsx';
import type { Route } from './+types/root';

/** The shell's data for every page; API failures leave an empty menu and no popups, never a broken page. */
export async function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const [menu, popups] = await Promise.all([
    settle('GET menu', async () => toShopMenu(await menuFor(locale)), EMPTY_MENU),
    settle('GET popups', () => popupsFor(locale), NO_POPUPS),
  ]);
  return {
    locale,
    config: serverConfig.public,
    device: deviceFromUserAgent(request.headers.get('user-agent')),
    menu,
    popups,
    origin: url.origin,
  };
}

/** In the browser, a change of language also brings that language's messages (the first page had its own inlined). */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs): Promise<ShellData> {
  const [data] = await Promise.all([serverLoader(), loadCatalogue(localeFromPath(new URL(request.url).pathname))]);
  return data;
}

/**
 * A navigation in the browser waits for the whole catalogue of its language: the first page inlined only the messages
 * its own render used (lib/catalogue-script.tsx), and entry.client.tsx fetches the rest just after it.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadCatalogue(localeFromPath(new URL(request.url).pathname));
    return next();
  },
];

/** The menu and popups depend only on the language: reload them when it changes, not on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return formMethod !== undefined && formMethod !== 'GET' && defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  const name = brandNameOf(loaderData);
  if (!error) return [{ title: name }];
  const { t } = i18nFor(localeFromPath(location.pathname));
  const title =
    isRouteErrorResponse(error) && isTryAgainStatus(error.status) ? tryAgainMessages(t, error.status).title : t('notFound.title');
  return [{ title: `${title} | ${name}` }];
}

/** Marks the document once React handles its events (hydration is deferred: docs/decisions/0006). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_MARK] = 'true';
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  const data = useOptionalShellData();
  const locale = localeFromPath(useLocation().pathname);
  const brand = data?.config.brand ?? 'talad';
  const nonce = useNonce();
  return (
    // data-theme is the starter's (lib/theme.ts), set before the first paint: React leaves it alone.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeStarterScript() }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: chunkReloadScript() }} />
        {data?.config.gtmId && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />
        )}
        <link rel="icon" type="image/svg+xml" href={`/favicon-${brand}.svg`} />
        <style dangerouslySetInnerHTML={{ __html: brandCss(brand) }} />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider locale={locale}>{data ? <AppShell data={data}>{children}</AppShell> : children}</TranslationProvider>
        <CatalogueScript locale={locale} />
        <ScrollRestoration nonce={nonce} />
        <HydrationScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Spec §2, §8: unknown pages (404) and any fatal error (500 stays 500) show the not-found page; a refusal to serve
 * now (429, 503) shows the try-again page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useOptionalShellData();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(pathname + search);
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error, pathname, search]);

  const page = isRouteErrorResponse(error) && isTryAgainStatus(error.status) ? <TryAgain status={error.status} /> : <NotFound />;
  if (!data) return <main id="main">{page}</main>;
  return (
    <Chrome brand={BRANDS[data.config.brand]} menu={data.menu}>
      {page}
    </Chrome>
  );
}
