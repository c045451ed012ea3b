import type { PopularSearch } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';

const searchHref = (text: string) => `/search?search=${encodeURIComponent(text)}`;

function Chips({ title, words }: { title: string; words: string[] }) {
  const localHref = useLocalHref();
  if (words.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-sm font-bold text-gray-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {words.map((word) => (
          <li key={word}>
            <Link
              to={localHref(searchHref(word))}
              className="inline-flex h-9 items-center rounded-full bg-gray-100 px-4 text-sm text-gray-800 hover:bg-primary/10 hover:text-primary"
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Results found for the shop's words nearest a typo (sheos: shoes): which words they are, each a search of its own. */
export function SearchedInstead({ words }: { words: string[] }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  if (words.length === 0) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="did-you-mean">
      {t('search.didYouMean')}{' '}
      {words.map((word) => (
        <Link key={word} to={localHref(searchHref(word))} className="font-semibold text-primary underline underline-offset-2">
          {word}
        </Link>
      ))}
    </p>
  );
}

/** A search that found nothing, with no filter to blame: what to check, the nearest words of the shop, popular searches. */
export function NothingFound({ text, nearWords, popular }: { text: string; nearWords: string[]; popular: PopularSearch[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-gray-50 p-6 text-gray-700" data-testid="nothing-found">
      <p className="font-semibold text-gray-900">{t('search.nothingFor', { text })}</p>
      <p className="mt-1 text-sm">{t('search.nothingHint')}</p>
      <Chips title={t('search.didYouMean')} words={nearWords} />
      <Chips title={t('search.popular')} words={popular.map((entry) => entry.keyword)} />
    </div>
  );
}

/** Popular searches (from real queries) and the shop's suggested searches, each a link to its results. */
export function SearchSuggestions({ popular, placeholders }: { popular: PopularSearch[]; placeholders: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Chips title={t('search.popular')} words={popular.map((entry) => entry.keyword)} />
      <Chips title={t('search.ideas')} words={placeholders} />
    </>
  );
}
