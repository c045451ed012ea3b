import { REVIEW_MODERATION_STATES } from '@talad/domain';
import { Link } from 'react-router';
import { ReviewCard } from '../features/reviews/review-card.tsx';
import { loadReviewPage, moderateReview } from '../features/reviews/reviews.server.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/reviews';

/** Review moderation (issue #26): written reviews newest first, by state or reported (#29); hide, restore, reply, dismiss reports. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'reviews.moderate');
  return loadReviewPage(api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'reviews.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'reviews.moderate');
  const { t } = translatorOf(preferencesOf(request).language);
  return moderateReview(api, await request.formData(), t('reviews.invalid'));
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { state, page, message, problem } = loaderData;
  const tabs = [null, ...REVIEW_MODERATION_STATES, 'reported' as const];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('reviews.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        <nav aria-label={t('reviews.tabs')}>
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <li key={tab ?? 'all'}>
                <Link
                  to={tab ? `?state=${tab}` : '?'}
                  aria-current={tab === state ? 'page' : undefined}
                  className={`btn min-h-11 ${tab === state ? 'btn-primary' : 'btn-outline'}`}
                >
                  {t(tab ? `reviews.tab.${tab}` : 'reviews.tab.all')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {page && (
          <section aria-label={t('reviews.results')} className="flex flex-col gap-3">
            {page.items.length === 0 && <p className="card p-6 text-center text-muted">{t('reviews.empty')}</p>}
            {page.items.map((review) => (
              <ReviewCard key={review.review_id} review={review} />
            ))}
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}
