import { NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { menuFor } from '../lib/menu.ts';
import { signIn, signedIn, signedInContext } from '../lib/signed-in.server.ts';
import { PreferencesSwitch } from '../ui/preferences-switch.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/staff-layout';

/** Every screen inside: the member is signed in once per request, and their screens read who it is from the context. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(signedInContext, await signIn(request, context));
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const { me } = signedIn(context);
  return { me, menu: menuFor(me.permissions) };
}

export default function StaffLayout({ loaderData: { me, menu } }: Route.ComponentProps) {
  const { t } = useT();
  const preferences = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 btn btn-primary">
        {t('a11y.skipToContent')}
      </a>
      <header className="border-b border-line bg-panel md:min-h-dvh md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-3 p-4">
          <a href="/admin" className="text-lg font-bold">
            {t('app.name')}
          </a>
          <details className="relative md:hidden">
            <summary className="btn btn-outline min-h-9 cursor-pointer list-none px-3 text-sm">{t('menu.open')}</summary>
            <nav aria-label={t('menu.label')} className="card absolute right-0 z-20 mt-2 w-64 p-2 shadow-lg">
              <MenuLinks menu={menu} />
            </nav>
          </details>
        </div>
        <nav aria-label={t('menu.label')} className="hidden px-2 md:block">
          <MenuLinks menu={menu} />
        </nav>
      </header>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-panel px-4 py-2">
          <p className="text-sm">
            <span className="font-semibold">{me.name}</span> · <span className="text-muted">{t(`roles.${me.role}`)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PreferencesSwitch theme={preferences?.theme ?? 'device'} />
            <form method="post" action="/admin/sign-out">
              <button type="submit" className="btn btn-outline min-h-9 px-3 text-sm">
                {t('signOut')}
              </button>
            </form>
          </div>
        </div>
        {!me.totp_enabled && (
          <p className="border-b border-line bg-warn-soft px-4 py-2 text-sm text-warn">
            {t('twoFactor.notEnrolled')}{' '}
            <NavLink to="/two-factor" className="font-semibold underline">
              {t('twoFactor.enrolNow')}
            </NavLink>
          </p>
        )}
        <main id="main" className="mx-auto max-w-6xl p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function MenuLinks({ menu }: { menu: ReturnType<typeof menuFor> }) {
  const { t } = useT();
  return (
    <ul className="flex flex-col gap-1">
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className="block rounded-md px-3 py-2 hover:bg-accent-soft aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold"
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
