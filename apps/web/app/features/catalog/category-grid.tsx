import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';
import { CategoryIcon } from './category-icon.tsx';
import type { NavItem } from '../../lib/shop-menu.ts';

/** The menu's main categories as tiles linking to their pages. */
export function CategoryGrid({ categories }: { categories: NavItem[] }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const linked = categories.filter((category): category is NavItem & { href: string } => category.href !== null);

  return (
    <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-6xl scroll-mt-32 px-4 py-10">
      <h2 id="categories-title" className="text-xl font-bold text-gray-900">
        {t('home.categories')}
      </h2>
      {linked.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-6 text-center text-gray-600">{t('home.noCategories')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8">
          {linked.map((category) => (
            <li key={category.id}>
              <Link
                to={localizeHref(category.href, locale)}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-3 text-center text-sm font-semibold text-gray-800 transition-shadow hover:border-primary hover:shadow-md"
              >
                <CategoryIcon name={category.icon} label={category.label} />
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
