import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import stylesheet from './app.css?url';
import { TranslationProvider, translatorOf, useT } from './lib/i18n.ts';
import { useNonce } from './lib/nonce.ts';
import { preferencesOf, type Preferences } from './lib/preferences.ts';
import { changesSomething, isCrossSite } from './lib/same-origin.server.ts';
import type { Route } from './+types/root';

/**
 * Every request that may change something must come from one of the back office's own pages (decision 0041): checked
 * here, once, before any loader or action of any screen runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (changesSomething(request) && isCrossSite(request)) throw new Response('Cross-site request refused', { status: 403 });
  },
];

/** The staff member's language and theme (their cookies: lib/preferences.ts). */
export function loader({ request }: Route.LoaderArgs): Preferences {
  return preferencesOf(request);
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function meta({ loaderData }: Route.MetaArgs) {
  const { t } = translatorOf(loaderData?.language ?? 'th');
  return [{ title: t('app.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks <html> once React handles the page's events, as the shop's pages do: journeys press buttons after it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const preferences = useRouteLoaderData<typeof loader>('root');
  const language = preferences?.language ?? 'th';
  const theme = preferences?.theme === 'device' ? undefined : preferences?.theme;
  const nonce = useNonce();
  return (
    <html lang={language} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href="/admin/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas font-sans text-ink antialiased">
        <TranslationProvider language={language}>{children}</TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The document's mark once React answers presses (<html data-hydrated="true">): journeys wait for it before they
  // press a button whose form is the app's (a fetcher's), as the shop's do.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'failed';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">{t(`errors.${key}.title`)}</h1>
      <p className="mt-2 text-muted">{t(`errors.${key}.text`)}</p>
      <a className="btn btn-outline mt-6" href="/admin">
        {t('errors.home')}
      </a>
    </main>
  );
}
