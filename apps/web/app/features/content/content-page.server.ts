import type { ContentPageKind, Envelope, Locale } from '@talad/domain';
import {
  EMPTY_LIVE_STREAMS,
  getBlogPosts,
  getContentPage,
  getLiveStreams,
  type BlogPostSummary,
  type ContentBlock,
  type ContentPage,
  type FlashSales,
  type LiveStreams,
  type ProductCard,
} from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { optionalData, requiredData } from '../../lib/settle.ts';
import { loadSeo } from '../seo/page-seo.server.ts';
import { loadFlashSales, loadProductCards, NO_FLASH_SALES } from '../catalog/feeds.server.ts';
import { shownCard } from '../catalog/shown-card.ts';
import type { BlockData } from './block-data.ts';

/** Streams the live block shows (blocks/feeds.tsx). */
export const LIVE_FEED_SIZE = 6;

const has = (blocks: ContentBlock[], type: ContentBlock['type']) => blocks.some((block) => block.type === type);

/** Every product id of the page's carousels, fetched in one GET products?product_id call. */
function carouselIds(blocks: ContentBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.type === 'PRODUCTCAROUSEL' ? block.product_ids : [])))];
}

/** Live now, upcoming and replays, for the LIVE block and the live TV page; none when the API fails (§8). */
export function loadLiveStreams(locale: Locale): Promise<LiveStreams> {
  return optionalData('GET live-streams', () => getLiveStreams(serverApi, { locale }), EMPTY_LIVE_STREAMS);
}

/** The data of the page's feed blocks, fetched in parallel and only for the block types the page has. */
export async function loadBlockData(blocks: ContentBlock[], locale: Locale): Promise<BlockData> {
  const ids = carouselIds(blocks);
  const blogSize = Math.max(0, ...blocks.map((block) => (block.type === 'BLOG' ? block.limit : 0)));
  const [cards, flashSales, live, blog] = await Promise.all([
    loadProductCards(ids, locale),
    has(blocks, 'FLASHSALE') ? loadFlashSales(locale) : NO_FLASH_SALES,
    has(blocks, 'LIVE') ? loadLiveStreams(locale) : EMPTY_LIVE_STREAMS,
    blogSize > 0 ? optionalData('GET blog/posts', () => getBlogPosts(serverApi, { size: blogSize }, { locale }), null) : null,
  ]);
  return shownBlockData({ cards, flashSales, live, blogPosts: blog?.items ?? [] }, Date.now());
}

/**
 * The API's answers cut to what the blocks show: the cards' shown fields, the running sale only (the next ones are
 * the flash-sale page's), the streams the live block lists. Home's data was 83 KB of JSON in its page, 35 KB of it
 * the upcoming sales and 20 KB the cards' unread fields.
 */
export function shownBlockData(
  answers: { cards: ProductCard[]; flashSales: FlashSales; live: LiveStreams; blogPosts: BlogPostSummary[] },
  renderedAt: number,
): BlockData {
  const running = answers.flashSales.running;
  return {
    products: Object.fromEntries(answers.cards.map((card) => [card.product_id, shownCard(card)])),
    flashSale: running && {
      ends_at: running.ends_at,
      items: running.items.map(({ product, flash_price, quota, sold }) => ({ product: shownCard(product), flash_price, quota, sold })),
    },
    live: [...answers.live.live, ...answers.live.upcoming, ...answers.live.replays]
      .slice(0, LIVE_FEED_SIZE)
      .map(({ live_id, slug, title, host, status, starts_at, poster }) => ({ live_id, slug, title, host, status, starts_at, poster })),
    blogPosts: answers.blogPosts,
    renderedAt,
  };
}

export interface LoadedContentPage {
  page: ContentPage;
  blockData: BlockData;
}

/**
 * A content page with its blocks' data; null when the API has no such page. Asked on every render: staff publish
 * content (decision 0054), and the API keeps the answer (emptied when they do), so a publish shows at the next render.
 * With `preview` (a back-office link) the page shows its drafts.
 */
export async function loadContentPage(
  kind: ContentPageKind,
  key: string | undefined,
  locale: Locale,
  preview?: string,
): Promise<LoadedContentPage | null> {
  const page = await optionalData(
    `GET content-pages/${kind}`,
    () => getContentPage(serverApi, kind, key, { locale, ...(preview ? { preview } : {}) }),
    null,
  );
  if (!page) return null;
  return { page, blockData: await loadBlockData(page.blocks, locale) };
}

/**
 * The loader of a page made of content blocks and addressed by its own URL (/a/:about, /p/:custom): the page (a
 * refusal is the not-found page, a failure the try-again page), its SEO and its blocks' data.
 */
export async function loadBlockPage(
  request: { what: string; call: () => Promise<Envelope<ContentPage>>; path: string; seo: { kind: ContentPageKind; key: string } },
  locale: Locale,
) {
  const [page, seo] = await Promise.all([
    requiredData(request.what, request.call, request.path),
    loadSeo(request.seo.kind, request.seo.key, locale),
  ]);
  return { page, seo, blockData: await loadBlockData(page.blocks, locale) };
}
