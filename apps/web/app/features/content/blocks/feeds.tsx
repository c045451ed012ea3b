import type { BlogBlock, ContentLink, FlashSaleBlock, LiveBlock, ProductCard as Card, ProductCarouselBlock } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../catalog/product-card.tsx';
import type { BlockData } from '../block-data.ts';
import { BlogCard } from '../blog-card.tsx';
import { ContentLinkTo } from '../content-link.tsx';
import { Countdown, QuotaBar } from '../countdown-view.tsx';
import { LiveCard } from '../live-card.tsx';

const rail = 'flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]';

function FeedHeader({ title, link, children }: { title: string; link: ContentLink; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        {children}
      </div>
      {link.link_type !== 'NONE' && (
        <ContentLinkTo link={link} className="text-sm font-semibold text-primary hover:underline">
          {t('content.seeAll')}
        </ContentLinkTo>
      )}
    </div>
  );
}

/** Cards below the fold: they load lazily as the rail scrolls into view. */
function CardRail({ products }: { products: Array<{ card: Card; price?: number; extra?: ReactNode }> }) {
  return (
    <ul className={rail}>
      {products.map(({ card, price, extra }) => (
        // The card fills the rail's height, so what comes under it (a flash sale's quota) shares its column and its
        // white ground: below a full-height card it was cut off by the rail, and grey on a dark block.
        <li key={card.product_id} className="flex w-[44%] shrink-0 snap-start flex-col rounded-xl bg-white sm:w-[30%] md:w-[19%]">
          <div className="flex-1">
            <ProductCard product={card} price={price} />
          </div>
          {extra}
        </li>
      ))}
    </ul>
  );
}

/** Products by id, in the block's order; ids the API no longer knows are left out. */
export function ProductCarousel({ block, data }: { block: ProductCarouselBlock; data: BlockData }) {
  const cards = block.product_ids.map((id) => data.products[id]).filter((card): card is Card => card !== undefined);
  if (cards.length === 0) return null;
  return (
    <section>
      <FeedHeader title={block.title} link={block.link} />
      <CardRail products={cards.map((card) => ({ card }))} />
    </section>
  );
}

export function FlashSaleFeed({ block, data }: { block: FlashSaleBlock; data: BlockData }) {
  const { t } = useTranslation();
  const sale = data.flashSales.running;
  if (!sale || sale.items.length === 0) return null;
  return (
    <section className="rounded-2xl bg-gradient-to-r from-error/10 to-secondary/10 p-3 md:p-4">
      <FeedHeader title={`⚡ ${block.title}`} link={block.link}>
        <Countdown endsAt={sale.ends_at} renderedAt={data.renderedAt} label={t('flashSale.endsIn')} />
      </FeedHeader>
      <CardRail
        products={sale.items.map((item) => ({
          card: item.product,
          price: item.flash_price,
          extra: (
            <div className="px-2.5 pt-1.5 pb-2">
              <QuotaBar quota={item.quota} sold={item.sold} />
            </div>
          ),
        }))}
      />
    </section>
  );
}

export function LiveFeed({ block, data }: { block: LiveBlock; data: BlockData }) {
  const streams = [...data.live.live, ...data.live.upcoming, ...data.live.replays].slice(0, 6);
  if (streams.length === 0) return null;
  return (
    <section>
      <FeedHeader title={block.title} link={block.link} />
      <ul className={rail}>
        {streams.map((stream) => (
          <li key={stream.live_id} className="w-[80%] shrink-0 snap-start sm:w-[45%] md:w-[32%]">
            <LiveCard stream={stream} path={`/live-tv?stream=${encodeURIComponent(stream.slug)}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogFeed({ block, data }: { block: BlogBlock; data: BlockData }) {
  const posts = data.blogPosts.slice(0, block.limit);
  if (posts.length === 0) return null;
  return (
    <section>
      <FeedHeader title={block.title} link={block.link} />
      <ul className={rail}>
        {posts.map((post) => (
          <li key={post.slug} className="w-[80%] shrink-0 snap-start sm:w-[45%] md:w-[32%]">
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
