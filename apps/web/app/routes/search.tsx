import { getPopularSearches, getRelatedSideMenu, getSearchPlaceholders, searchProducts } from '@talad/sdk';
import { filtersFromUrl } from '../features/catalog/listing-filters.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { RelatedSideMenu } from '../features/search/related-side-menu.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { NothingFound, SearchedInstead, SearchSuggestions } from '../features/search/search-suggestions.tsx';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { optionalData, settle } from '../lib/settle.ts';
import type { Route } from './+types/search';

async function runSearch(text: string, url: URL, locale: 'th' | 'en') {
  if (!text) return { result: null, problem: null };
  const answer = await settle('GET search', () => searchProducts(serverApi, text, filtersFromUrl(url.searchParams), { locale }), null);
  // No answer in time (or none at all): say so, rather than an empty page.
  if (!answer) return { result: null, problem: i18nFor(locale).t('search.unavailable') };
  if (!answer.is_success || !answer.data) return { result: null, problem: answer.message };
  return { result: answer.data, problem: null };
}

/** Results, popular searches and placeholders render on the server; the side menu follows the searched words. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = (url.searchParams.get('search') ?? '').trim();
  const [{ result, problem }, popular, placeholders, sideMenu] = await Promise.all([
    runSearch(text, url, locale),
    optionalData('GET search/popular', () => getPopularSearches(serverApi, { locale }), []),
    optionalData('GET search/placeholders', () => getSearchPlaceholders(serverApi, { locale }), []),
    text ? optionalData('GET search/related-product/side-menu', () => getRelatedSideMenu(serverApi, text, { locale }), null) : null,
  ]);
  // With a filter set, an empty page is the filter's doing (the listing offers to clear it); without, the words are.
  const filtered = [...url.searchParams.keys()].some((key) => key !== 'search');
  return { text, result, problem, popular, placeholders, sideMenu, filtered };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  const title = page?.text ? t('search.resultsFor', { text: page.text }) : t('search.title');
  // Result pages are endless combinations: useful to shoppers, noise to search engines.
  return routeMeta({ location, matches, title, description: t('search.description'), noindex: true });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, result, problem, popular, placeholders, sideMenu, filtered } = loaderData;
  const searchBox = <SearchBox id="search-page-box" look="page" defaultValue={text} placeholder={placeholders[0]} className="mt-2" />;
  if (!text) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t('search.title')}</h1>
        {searchBox}
        <SearchSuggestions popular={popular} placeholders={placeholders} />
      </div>
    );
  }
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">{searchBox}</div>
      <ListingView
        title={t('search.resultsFor', { text })}
        listing={result}
        more={result?.more}
        problem={problem}
        searching
        header={
          <>
            {result && result.items.length > 0 && <SearchedInstead words={result.suggestions} />}
            {sideMenu && <RelatedSideMenu menu={sideMenu} />}
          </>
        }
        empty={filtered ? undefined : <NothingFound text={text} nearWords={result?.suggestions ?? []} popular={popular} />}
      />
    </>
  );
}
