import type { MenuItem } from '@talad/sdk';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';

function CategoryIcon({ category }: { category: MenuItem }) {
  if (category.icon && /^(https?:)?\//.test(category.icon)) {
    return <img src={category.icon} alt="" loading="lazy" className="size-14 rounded-full bg-gray-100 object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-xl font-bold text-primary">
      {category.label.slice(0, 1)}
    </span>
  );
}

/** The menu's main categories as tiles linking to their pages. */
export function CategoryGrid({ categories }: { categories: MenuItem[] }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);

  return (
    <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-6xl scroll-mt-32 px-4 py-10">
      <h2 id="categories-title" className="text-xl font-bold text-gray-900">
        {t('home.categories')}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-6 text-center text-gray-600">{t('home.noCategories')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={localizeHref(category.href, locale)}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-3 text-center text-sm font-semibold text-gray-800 transition-shadow hover:border-primary hover:shadow-md"
              >
                <CategoryIcon category={category} />
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
