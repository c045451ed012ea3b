import type { BlogPostSummary, FlashSales, LiveStreams, ProductCard } from '@talad/sdk';

/** What the feed blocks (products, flash sale, live, blog) show, fetched once for the whole page by its loader. */
export interface BlockData {
  products: Record<string, ProductCard>;
  flashSales: FlashSales;
  live: LiveStreams;
  blogPosts: BlogPostSummary[];
  /** The server's clock when it rendered, for countdowns that hydrate without a mismatch. */
  renderedAt: number;
}
