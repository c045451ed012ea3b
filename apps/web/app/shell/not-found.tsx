import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { homePath, localeFromPath } from '../lib/locale-path.ts';
import notFoundImage from './not-found.svg';

/** The not-found page of spec §2; also what any fatal error shows. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <section
      data-testid="not-found"
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <img src={notFoundImage} alt={t('notFound.image')} width={320} height={240} className="h-auto w-64 sm:w-80" />
      <h1 id="not-found-title" className="mt-6 text-2xl font-bold text-gray-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t('notFound.description')}</p>
      <Link to={homePath(localeFromPath(pathname))} className="btn btn-primary mt-8">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
