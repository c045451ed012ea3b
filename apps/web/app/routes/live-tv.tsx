import { useLocation } from 'react-router';
import { loadProductCards } from '../features/catalog/feeds.server.ts';
import { ProductGrid } from '../features/catalog/product-card.tsx';
import { Byline, TitledSection } from '../features/content/article-parts.tsx';
import { loadLiveStreams } from '../features/content/content-page.server.ts';
import { LiveCard, STATUS_STYLE } from '../features/content/live-card.tsx';
import { RemindButton } from '../features/reminder/remind-button.tsx';
import { routeMeta } from '../features/seo/route-meta.ts';
import { formatMoment } from '../lib/dates.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath, stripLocale } from '../lib/locale-path.ts';
import { mediaUrl } from '../lib/media.ts';
import { useShellData } from '../lib/shell-data.ts';
import type { Route } from './+types/live-tv';

/** /live-tv, /live-tv-app (inside the app, layout none) and /m/lives: one stream on the player, the others below. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const streams = await loadLiveStreams(locale);
  const all = [...streams.live, ...streams.upcoming, ...streams.replays];
  const current = all.find((stream) => stream.slug === url.searchParams.get('stream')) ?? all[0] ?? null;
  const products = current ? await loadProductCards(current.product_ids, locale) : [];
  return { streams: all, current, products };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  const inApp = stripLocale(location.pathname) !== '/live-tv';
  return routeMeta({
    location,
    matches,
    title: data?.current?.title ?? t('live.title'),
    description: t('live.description'),
    image: data?.current?.poster,
    noindex: inApp,
  });
}

export default function LiveTvRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = useShellData().config.mediaUrl;
  const { pathname } = useLocation();
  const { streams, current, products } = loaderData;
  if (!current) return <p className="mx-auto max-w-6xl px-4 py-16 text-center text-gray-600">{t('live.none')}</p>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('live.title')}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="now-showing">
          <video
            key={current.slug}
            src={mediaUrl(current.video_url, base)}
            poster={mediaUrl(current.poster, base)}
            controls
            playsInline
            // A show on air has no end: its stream (the demo's recorded clip) plays on until the shopper stops it.
            loop={current.status === 'LIVE'}
            preload="none"
            className="aspect-video w-full rounded-xl bg-black"
          />
          <h2 id="now-showing" className="mt-3 text-xl font-bold">
            <span className={`mr-2 rounded px-2 py-0.5 align-middle text-xs ${STATUS_STYLE[current.status]}`}>
              {t(`live.status.${current.status}`)}
            </span>
            {current.title}
          </h2>
          <Byline by={current.host} at={current.starts_at} className="mt-1 text-sm text-gray-600" />
          {current.status === 'UPCOMING' && (
            <div className="mt-2">
              <RemindButton subject="live_show" id={current.live_id} name={current.title} />
            </div>
          )}
          <p className="mt-2 text-gray-700">{current.description}</p>
        </section>
        <section aria-labelledby="schedule" className="rounded-xl border border-gray-200 p-4">
          <h2 id="schedule" className="font-bold">
            {t('live.schedule')}
          </h2>
          <ol className="mt-2 space-y-2 text-sm">
            {current.schedule.map((slot) => (
              <li key={slot.starts_at + slot.title} className="flex gap-3">
                <time dateTime={slot.starts_at} className="shrink-0 font-semibold text-primary tabular-nums">
                  {formatMoment(slot.starts_at, localeFromPath(pathname), 'time')}
                </time>
                <span>{slot.title}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {products.length > 0 && (
        <TitledSection id="live-products" title={t('live.products')} className="mt-8">
          <ProductGrid products={products} />
        </TitledSection>
      )}
      <TitledSection id="other-streams" title={t('live.others')} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {streams
            .filter((stream) => stream.slug !== current.slug)
            .map((stream) => (
              <li key={stream.live_id}>
                <LiveCard stream={stream} path={`${stripLocale(pathname)}?stream=${encodeURIComponent(stream.slug)}`} />
              </li>
            ))}
        </ul>
      </TitledSection>
    </div>
  );
}
