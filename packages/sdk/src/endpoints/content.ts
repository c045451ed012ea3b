import type { AboutPageRef, BlogPost, BlogPostPage, BlogPostsQuery, ContentPage, FaqGroup, LiveStream, LiveStreams } from '@talad/contract';
import type { ContentPageKind, Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/**
 * Content pages made of blocks (spec §2 page kinds, §3 block types, link targets and themes), blog, live TV,
 * about pages and FAQ. Custom pages: getCustomPage of shell.ts.
 */

export type {
  AboutPageRef,
  AreaBannerBlock,
  Banner,
  BlogBlock,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  BlogSection,
  Carousel1Block,
  Carousel2Block,
  ContentBlock,
  ContentLink,
  ContentPage,
  FaqGroup,
  FlashSaleBlock,
  HeroBlock,
  IconBlock,
  ImageBlock,
  LiveBlock,
  LiveScheduleItem,
  LiveStream,
  LiveStreams,
  ProductCarouselBlock,
  SpaceBlock,
  TextBlock,
  Theme,
  TitleBlock,
} from '@talad/contract';

/** What a screen shows when live TV cannot be loaded (§8: blocks and carousels show nothing rather than break). */
export const EMPTY_LIVE_STREAMS: LiveStreams = { live: [], upcoming: [], replays: [] };

/** The content page of a kind (home, promotion, flash-sale…), optionally one keyed page of it. */
/** A content page of a kind; with `preview` (a back-office preview token, decision 0054) its drafts too. */
export function getContentPage(
  api: ApiClient,
  kind: ContentPageKind,
  key?: string,
  options?: CallOptions & { preview?: string },
): Promise<Envelope<ContentPage>> {
  const { preview, ...call } = options ?? {};
  return api.get<ContentPage>(`content-pages/${kind}`, { ...call, query: { key, preview } });
}

/** Blog posts, newest first; size 12 unless asked. */
export function getBlogPosts(api: ApiClient, query: Partial<BlogPostsQuery> = {}, options?: CallOptions): Promise<Envelope<BlogPostPage>> {
  return api.get<BlogPostPage>('blog/posts', { ...options, query });
}

/** One published post; `preview` is a preview token from the back office (decision 0055), which opens a draft too. */
export function getBlogPost(api: ApiClient, slug: string, options?: CallOptions & { preview?: string }): Promise<Envelope<BlogPost>> {
  const { preview, ...call } = options ?? {};
  return api.get<BlogPost>(`blog/posts/${encodeURIComponent(slug)}`, preview ? { ...call, query: { preview } } : call);
}

/** On air now, coming up and replays; a feed, so it never flashes the loading overlay (§7). */
export function getLiveStreams(api: ApiClient, options?: CallOptions): Promise<Envelope<LiveStreams>> {
  return api.get<LiveStreams>('live-streams', { ...options, skipLoading: true });
}

export function getLiveStream(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<LiveStream>> {
  return api.get<LiveStream>(`live-streams/${encodeURIComponent(slug)}`, options);
}

/** The about pages for the about layout's side menu. */
export function getAboutPages(api: ApiClient, options?: CallOptions): Promise<Envelope<AboutPageRef[]>> {
  return api.get<AboutPageRef[]>('about-pages', options);
}

/** An about page is a content page of kind about-us keyed by its slug. */
export function getAboutPage(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<ContentPage>> {
  return getContentPage(api, 'about-us', slug, options);
}

export function getFaq(api: ApiClient, options?: CallOptions): Promise<Envelope<FaqGroup[]>> {
  return api.get<FaqGroup[]>('faq', options);
}
