import type { CONTENT_BLOCK_TYPES, ContentPageKind, LinkTarget, LiveStatus, THEMES } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';
import type { Page } from './catalog.ts';
import { dataOrEmpty, dataOrNull } from './fallbacks.ts';

/**
 * Content pages made of blocks (spec §2 page kinds, §3 block types, link targets and themes), blog, live TV,
 * about pages and FAQ. Custom pages: getCustomPage<ContentPage> of shell.ts (null on error).
 */

export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];
export type Theme = (typeof THEMES)[number];

/** Where a block or tile leads; link_value is a slug, a URL or empty, as for menu entries. */
export interface ContentLink {
  link_type: LinkTarget;
  link_value: string;
}

export interface Banner {
  image: string;
  /** A taller picture for phones, when the banner has one. */
  mobile_image: string | null;
  alt: string;
  link: ContentLink;
}

interface BlockBase<T extends ContentBlockType> {
  block_id: number;
  type: T;
  theme: Theme;
}

export interface HeroBlock extends BlockBase<'HERO'> {
  slides: (Banner & { title: string; subtitle: string; button_label: string })[];
}
export interface TextBlock extends BlockBase<'TEXT'> {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}
export interface IconBlock extends BlockBase<'ICON'> {
  items: { icon: string; label: string; link: ContentLink }[];
}
/** One banner per view. */
export interface Carousel1Block extends BlockBase<'CAROUSEL1'> {
  banners: Banner[];
}
/** Two banners per view on desktop. */
export interface Carousel2Block extends BlockBase<'CAROUSEL2'> {
  banners: Banner[];
}
/** Products are fetched with getProductsByIds<ProductCard>(product_ids), as spec §7 says. */
export interface ProductCarouselBlock extends BlockBase<'PRODUCTCAROUSEL'> {
  title: string;
  product_ids: string[];
  link: ContentLink;
}
export interface TitleBlock extends BlockBase<'TITLE'> {
  title: string;
  subtitle: string;
  link: ContentLink;
}
export interface ImageBlock extends BlockBase<'IMAGE'> {
  image: string;
  alt: string;
  width: number;
  height: number;
  link: ContentLink;
}
export interface SpaceBlock extends BlockBase<'SPACE'> {
  /** CSS pixels. */
  height: number;
}
/** The running flash sale (getFlashSales). */
export interface FlashSaleBlock extends BlockBase<'FLASHSALE'> {
  title: string;
  link: ContentLink;
}
/** Live and upcoming streams (getLiveStreams). */
export interface LiveBlock extends BlockBase<'LIVE'> {
  title: string;
  link: ContentLink;
}
/** The newest blog posts (getBlogPosts with size = limit). */
export interface BlogBlock extends BlockBase<'BLOG'> {
  title: string;
  limit: number;
  link: ContentLink;
}
/** One picture with clickable areas, in percent of the picture. */
export interface AreaBannerBlock extends BlockBase<'AREABANNER'> {
  image: string;
  alt: string;
  width: number;
  height: number;
  areas: { x: number; y: number; width: number; height: number; alt: string; link: ContentLink }[];
}

export type ContentBlock =
  | HeroBlock
  | TextBlock
  | IconBlock
  | Carousel1Block
  | Carousel2Block
  | ProductCarouselBlock
  | TitleBlock
  | ImageBlock
  | SpaceBlock
  | FlashSaleBlock
  | LiveBlock
  | BlogBlock
  | AreaBannerBlock;

export interface ContentPage {
  kind: ContentPageKind;
  /** The page's name within its kind (custom-page name, about slug, category slug…); null for a kind's page. */
  key: string | null;
  title: string;
  theme: Theme;
  blocks: ContentBlock[];
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  author: string;
  tags: string[];
  published_at: string;
  reading_minutes: number;
}

export interface BlogSection {
  heading: string | null;
  paragraphs: string[];
}

export interface BlogPost extends BlogPostSummary {
  sections: BlogSection[];
  /** Products the post talks about (getProductsByIds<ProductCard>). */
  product_ids: string[];
  /** Neighbours for "read more". */
  related: BlogPostSummary[];
}

export interface LiveScheduleItem {
  starts_at: string;
  title: string;
}

export interface LiveStream {
  live_id: number;
  slug: string;
  title: string;
  description: string;
  host: string;
  status: LiveStatus;
  starts_at: string;
  ends_at: string;
  poster: string;
  /** HLS or MP4 address of the stream or its replay. */
  video_url: string;
  product_ids: string[];
  /** The running order of the show. */
  schedule: LiveScheduleItem[];
}

/** GET live-streams: on air now, coming up (soonest first), and replays (newest first). */
export interface LiveStreams {
  live: LiveStream[];
  upcoming: LiveStream[];
  replays: LiveStream[];
}

export interface AboutPageRef {
  slug: string;
  title: string;
}

export interface FaqGroup {
  group: string;
  questions: { question: string; answer: string }[];
}

export const EMPTY_LIVE_STREAMS: LiveStreams = { live: [], upcoming: [], replays: [] };

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

/** The content page of a kind (home, promotion, flash-sale…), optionally one keyed page of it; null on error. */
export function getContentPage(api: ApiClient, kind: ContentPageKind, key?: string, options?: Options): Promise<ContentPage | null> {
  return dataOrNull<ContentPage>(api, `content-pages/${kind}`, { ...options, query: { key } });
}

export async function getBlogPosts(api: ApiClient, query: { page?: number; size?: number; tag?: string } = {}, options?: Options): Promise<Page<BlogPostSummary>> {
  const empty: Page<BlogPostSummary> = { items: [], total: 0, page: query.page ?? 1, size: query.size ?? 12, total_pages: 0 };
  return dataOrEmpty(api, 'blog/posts', empty, { ...options, query });
}

export function getBlogPost(api: ApiClient, slug: string, options?: Options): Promise<BlogPost | null> {
  return dataOrNull<BlogPost>(api, `blog/posts/${encodeURIComponent(slug)}`, options);
}

export function getLiveStreams(api: ApiClient, options?: Options): Promise<LiveStreams> {
  return dataOrEmpty(api, 'live-streams', EMPTY_LIVE_STREAMS, { ...options, skipLoading: true });
}

export function getLiveStream(api: ApiClient, slug: string, options?: Options): Promise<LiveStream | null> {
  return dataOrNull<LiveStream>(api, `live-streams/${encodeURIComponent(slug)}`, options);
}

/** The about pages for the about layout's side menu. */
export function getAboutPages(api: ApiClient, options?: Options): Promise<AboutPageRef[]> {
  return dataOrEmpty<AboutPageRef[]>(api, 'about-pages', [], options);
}

/** An about page is a content page of kind about-us keyed by its slug. */
export function getAboutPage(api: ApiClient, slug: string, options?: Options): Promise<ContentPage | null> {
  return getContentPage(api, 'about-us', slug, options);
}

export function getFaq(api: ApiClient, options?: Options): Promise<FaqGroup[]> {
  return dataOrEmpty<FaqGroup[]>(api, 'faq', [], options);
}
