import type { CategoryRef } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';

/** The category's sub- or detail categories as chips under the breadcrumb. */
export function SubcategoryLinks({ categories }: { categories: CategoryRef[] }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('listing.subcategories')} className="-mx-4 mt-3 overflow-x-auto px-4">
      <ul className="flex gap-2 whitespace-nowrap">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={localHref(`/${encodeURIComponent(category.slug)}`)}
              className="inline-flex h-9 items-center rounded-full bg-gray-100 px-4 text-sm font-semibold text-gray-800 hover:bg-primary/10 hover:text-primary"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
