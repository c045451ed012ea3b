import type { BlogBlock, ContentLink, FlashSaleBlock, LiveBlock, ProductCarouselBlock } from '@talad/sdk';
import type { Key, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ProductCard } from '../../catalog/product-card.tsx';
import type { ShownCard } from '../../catalog/shown-card.ts';
import type { BlockData } from '../block-data.ts';
import { BlogCard } from '../blog-card.tsx';
import { ContentLinkTo } from '../content-link.tsx';
import { Countdown, QuotaBar } from '../countdown-view.tsx';
import { LiveCard } from '../live-card.tsx';
import { useRailCards } from '../rail-cards.ts';

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
        <ContentLinkTo link={link} className="text-sm font-semibold text-primary hover:underline group-data-[theme=DARK]/band:text-white">
          {t('content.seeAll')}
        </ContentLinkTo>
      )}
    </div>
  );
}

/** Cards below the fold: they load lazily as the rail scrolls into view, and the rail's later cards as it is swiped. */
function CardRail({ products }: { products: Array<{ card: ShownCard; price?: number; extra?: ReactNode }> }) {
  const { shown, rail: railRef, end } = useRailCards<HTMLUListElement, HTMLLIElement>(products.length);
  return (
    <ul ref={railRef} className={rail}>
      {products.slice(0, shown).map(({ card, price, extra }) => (
        // The card fills the rail's height, so what comes under it (a flash sale's quota) shares its column and its
        // white ground: below a full-height card it was cut off by the rail, and grey on a dark block.
        <li key={card.product_id} className="flex w-[44%] shrink-0 snap-start flex-col rounded-xl bg-white sm:w-[30%] md:w-[19%]">
          <div className="flex-1">
            <ProductCard product={card} price={price} />
          </div>
          {extra}
        </li>
      ))}
      {end && <li ref={end} aria-hidden="true" className="w-px shrink-0" />}
    </ul>
  );
}

/** Products by id, in the block's order; ids the API no longer knows are left out. */
export function ProductCarousel({ block, data }: { block: ProductCarouselBlock; data: BlockData }) {
  const cards = block.product_ids.map((id) => data.products[id]).filter((card): card is ShownCard => card !== undefined);
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
  const sale = data.flashSale;
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

/** Wide cards (live streams, blog posts) in a rail: most of one on a phone, three to a desktop row. */
function PosterFeed<Item>({
  title,
  link,
  items,
  keyOf,
  card,
}: {
  title: string;
  link: ContentLink;
  items: Item[];
  keyOf: (item: Item) => Key;
  card: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section>
      <FeedHeader title={title} link={link} />
      <ul className={rail}>
        {items.map((item) => (
          <li key={keyOf(item)} className="w-[80%] shrink-0 snap-start sm:w-[45%] md:w-[32%]">
            {card(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LiveFeed({ block, data }: { block: LiveBlock; data: BlockData }) {
  return (
    <PosterFeed
      title={block.title}
      link={block.link}
      items={data.live}
      keyOf={(stream) => stream.live_id}
      card={(stream) => <LiveCard stream={stream} path={`/live-tv?stream=${encodeURIComponent(stream.slug)}`} />}
    />
  );
}

export function BlogFeed({ block, data }: { block: BlogBlock; data: BlockData }) {
  return (
    <PosterFeed
      title={block.title}
      link={block.link}
      items={data.blogPosts.slice(0, block.limit)}
      keyOf={(post) => post.slug}
      card={(post) => <BlogCard post={post} />}
    />
  );
}
