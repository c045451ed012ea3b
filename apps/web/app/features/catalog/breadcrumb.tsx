import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';

export interface Crumb {
  label: string;
  /** A Thai path of the shop; the last crumb (this page) has none. */
  path?: string;
}

/** Home › … › this page; the same trail goes into the page's BreadcrumbList JSON-LD. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('breadcrumb.label')} className="overflow-x-auto text-sm whitespace-nowrap text-gray-600">
      <ol className="flex items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.path && index < crumbs.length - 1 ? (
              <Link to={localHref(crumb.path)} className="hover:text-primary hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-gray-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
