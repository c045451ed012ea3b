import type { BlogPostSummary, FlashSale, LiveStream } from '@talad/sdk';
import type { ShownCard } from '../catalog/shown-card.ts';

/** A live stream as its card shows it (live-card.tsx). */
export type ShownStream = Pick<LiveStream, 'live_id' | 'slug' | 'title' | 'host' | 'status' | 'starts_at' | 'poster'>;

/** The running flash sale as its block shows it: when it ends, and each item's card, price and quota. */
export interface ShownFlashSale {
  ends_at: string;
  items: Array<Pick<FlashSale['items'][number], 'flash_price' | 'quota' | 'sold'> & { product: ShownCard }>;
}

/**
 * What the feed blocks (products, flash sale, live, blog) show, fetched once for the whole page by its loader and
 * cut to what the blocks read (content-page.server.ts): this is serialised into every page that has blocks.
 */
export interface BlockData {
  products: Record<string, ShownCard>;
  /** The sale running now; the block shows no other. */
  flashSale: ShownFlashSale | null;
  /** The streams the live block shows, in its order: on air, then coming up, then replays. */
  live: ShownStream[];
  blogPosts: BlogPostSummary[];
  /** The server's clock when it rendered, for countdowns that hydrate without a mismatch. */
  renderedAt: number;
}
