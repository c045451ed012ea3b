import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

export type ContentTab = '/content' | '/content/pages' | '/content/lives' | '/content/faq';

/** The content screens' heading and tabs: blog posts, custom pages, live shows and the FAQ. */
export function ContentTabs({ current }: { current: ContentTab }) {
  const { t } = useT();
  const tabs = [
    { to: '/content', label: t('content.blog') },
    { to: '/content/pages', label: t('content.pages') },
    { to: '/content/lives', label: t('content.lives') },
    { to: '/content/faq', label: t('content.faq') },
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('content.title')}</h1>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('content.kinds')}>
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className={`btn min-h-11 ${tab.to === current ? 'btn-primary' : 'btn-outline'}`}
            aria-current={tab.to === current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
