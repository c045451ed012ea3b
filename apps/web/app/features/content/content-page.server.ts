import type { ContentPageKind, Envelope, Locale } from '@talad/domain';
import {
  EMPTY_LIVE_STREAMS,
  getBlogPosts,
  getContentPage,
  getLiveStreams,
  type ContentBlock,
  type ContentPage,
  type LiveStreams,
} from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { optionalData, requiredData } from '../../lib/settle.ts';
import { loadSeo } from '../seo/page-seo.server.ts';
import { loadFlashSales, loadProductCards, NO_FLASH_SALES } from '../catalog/feeds.server.ts';
import type { BlockData } from './block-data.ts';

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
export async function loadBlockData(blocks: ContentBlock[], locale: Locale, extraProductIds: string[] = []): Promise<BlockData> {
  const ids = [...new Set([...carouselIds(blocks), ...extraProductIds])];
  const blogSize = Math.max(0, ...blocks.map((block) => (block.type === 'BLOG' ? block.limit : 0)));
  const [cards, flashSales, live, blog] = await Promise.all([
    loadProductCards(ids, locale),
    has(blocks, 'FLASHSALE') ? loadFlashSales(locale) : NO_FLASH_SALES,
    has(blocks, 'LIVE') ? loadLiveStreams(locale) : EMPTY_LIVE_STREAMS,
    blogSize > 0 ? optionalData('GET blog/posts', () => getBlogPosts(serverApi, { size: blogSize }, { locale }), null) : null,
  ]);
  return {
    products: Object.fromEntries(cards.map((card) => [card.product_id, card])),
    flashSales,
    live,
    blogPosts: blog?.items ?? [],
    renderedAt: Date.now(),
  };
}

export interface LoadedContentPage {
  page: ContentPage;
  blockData: BlockData;
}

/** A content page with its blocks' data; null when the API has no such page. */
export async function loadContentPage(kind: ContentPageKind, key: string | undefined, locale: Locale): Promise<LoadedContentPage | null> {
  const page = await optionalData(`GET content-pages/${kind}`, () => getContentPage(serverApi, kind, key, { locale }), null);
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
