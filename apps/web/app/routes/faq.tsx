import { getFaq } from '@talad/sdk';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { optionalData } from '../lib/settle.ts';
import type { Route } from './+types/faq';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { groups: await optionalData('GET faq', () => getFaq(serverApi, { locale }), []) };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  const questions = data?.groups.flatMap((group) => group.questions) ?? [];
  // FAQPage structured data lets search engines show the answers directly.
  const faqJsonLd = {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  };
  return routeMeta({
    location,
    matches,
    title: t('faq.title'),
    description: t('faq.description'),
    trail: [{ label: t('faq.title') }],
    extra: [faqJsonLd],
  });
}

/** /a/faq: questions grouped by topic, each answer folded under its question. */
export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('faq.title')}</h1>
      {loaderData.groups.length === 0 && <p className="mt-4 text-gray-600">{t('faq.none')}</p>}
      {loaderData.groups.map((group) => (
        <section key={group.group} className="mt-6">
          <h2 className="text-lg font-bold">{group.group}</h2>
          <div className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200">
            {group.questions.map((entry) => (
              <details key={entry.question} className="group px-4 py-3">
                <summary className="cursor-pointer font-semibold text-gray-900">{entry.question}</summary>
                <p className="mt-2 leading-7 text-gray-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
