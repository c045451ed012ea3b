import { getAboutPages } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { NavLink, Outlet } from 'react-router';
import { serverApi } from '../../lib/api.server.ts';
import { localeFromPath } from '../../lib/locale-path.ts';
import { optionalData } from '../../lib/settle.ts';
import { useBrand, useShellData } from '../../lib/shell-data.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { Chrome } from '../chrome.tsx';
import type { Route } from './+types/about';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { pages: await optionalData('GET about-pages', () => getAboutPages(serverApi, { locale }), []) };
}

const sideLink =
  'block rounded-md px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary';

/** Layout "about" (spec §2) for /a/:about and /a/faq: the default chrome, the about pages at the side, a reading column. */
export default function AboutLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <Chrome
      brand={useBrand()}
      menu={useShellData().menu}
      mainClassName="mx-auto grid min-h-[60vh] max-w-5xl gap-8 px-4 py-10 md:grid-cols-[200px_1fr]"
    >
      <nav aria-label={t('about.menu')} className="min-w-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {loaderData.pages.map((page) => (
            <li key={page.slug} className="shrink-0">
              <NavLink to={localHref(`/a/${encodeURIComponent(page.slug)}`)} className={sideLink}>
                {page.title}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0">
            <NavLink to={localHref('/a/faq')} className={sideLink}>
              {t('faq.title')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </Chrome>
  );
}
