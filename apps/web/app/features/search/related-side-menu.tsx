import type { RelatedSideMenu as SideMenu } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';

/** Where the matches live: their categories and brands, each leading to that page. */
export function RelatedSideMenu({ menu }: { menu: SideMenu }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const groups = [
    {
      title: t('search.relatedCategories'),
      entries: menu.categories.map((entry) => ({ ...entry, path: `/${encodeURIComponent(entry.value)}` })),
    },
    {
      title: t('search.relatedBrands'),
      entries: menu.brands.map((entry) => ({ ...entry, path: `/brand/${encodeURIComponent(entry.value)}` })),
    },
  ].filter((group) => group.entries.length > 0);
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t('search.related')} className="flex flex-col gap-2">
      {groups.map((group) => (
        <div key={group.title} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-gray-700">{group.title}</span>
          {group.entries.slice(0, 8).map((entry) => (
            <Link
              key={entry.value}
              to={localHref(entry.path)}
              className="rounded-full border border-gray-300 px-3 py-1 text-gray-700 hover:border-primary hover:text-primary"
            >
              {entry.label} <span className="text-xs text-gray-500">({entry.count})</span>
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}
