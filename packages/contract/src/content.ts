import { CONTENT_PAGE_KINDS, LINK_TARGETS, THEMES, type CONTENT_BLOCK_TYPES } from '@talad/domain';
import { z } from 'zod';

/** The shell's content (spec §7 "Shell and content"): menu, popups, SEO texts, content pages of blocks, about pages. */

const linkTarget = z.enum(LINK_TARGETS);
const theme = z.enum(THEMES);
export type Theme = z.infer<typeof theme>;

/** One navigation entry; link_type is one of the link targets of spec §3, link_value what it points at. */
export const menuNode = z.object({
  id: z.number().int(),
  label: z.string(),
  icon: z.string().nullable(),
  link_type: linkTarget,
  link_value: z.string(),
  get children() {
    return z.array(menuNode);
  },
});
export type MenuNode = z.infer<typeof menuNode>;

/** GET menu: main categories (with sub- and detail categories) and the shop's other links. */
export const menu = z.object({
  categories: z.array(menuNode).describe('Main categories with their sub- and detail categories'),
  links: z.array(menuNode).describe('Flash sale, promotions, brands, blog, live TV'),
});
export type Menu = z.infer<typeof menu>;

export const popupImage = z.object({ image_url: z.string(), link_type: linkTarget, link_value: z.string(), alt: z.string() });
export type PopupImage = z.infer<typeof popupImage>;

export const popupIntroduction = z.object({
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  button_label: z.string(),
});
export type PopupIntroduction = z.infer<typeof popupIntroduction>;

/** GET popups: the popup images live now and the introduction, when the shop has it turned on. */
export const popups = z.object({ popup_images: z.array(popupImage), popup_introduction: popupIntroduction.nullable() });
export type Popups = z.infer<typeof popups>;

export const seoQuery = z.object({
  type: z.enum(CONTENT_PAGE_KINDS),
  key: z.string().min(1).max(200).optional(),
});

/** GET seo: the texts search engines and link previews read for a page. */
export const seo = z.object({
  type: z.enum(CONTENT_PAGE_KINDS),
  key: z.string().nullable().describe('The key of the row answered; null when the type default was used'),
  title: z.string(),
  description: z.string(),
  keywords: z.string().describe('Comma-separated, as search engines read them'),
  og_image: z.string().nullable(),
});
export type Seo = z.infer<typeof seo>;

export const contentPageParams = z.object({ kind: z.enum(CONTENT_PAGE_KINDS) });
export const contentPageQuery = z.object({
  key: z.string().min(1).max(200).optional(),
  preview: z
    .string()
    .max(100)
    .optional()
    .describe('A preview token from the back office (POST admin/home/preview): the page with its drafts, decision 0054'),
});
export const customPageParams = z.object({ name: z.string().min(1).max(200) });

/** Where a block or tile leads; link_value is a slug, a URL or empty, as for menu entries. */
export const contentLink = z.object({ link_type: linkTarget, link_value: z.string() });
export type ContentLink = z.infer<typeof contentLink>;

export const banner = z.object({
  image: z.string(),
  mobile_image: z.string().nullable().describe('A taller picture for phones, when the banner has one'),
  alt: z.string(),
  link: contentLink,
});
export type Banner = z.infer<typeof banner>;

/** A block of spec §3: its id, type and theme, and the settings of its type. */
const blockOf = <T extends (typeof CONTENT_BLOCK_TYPES)[number], S extends z.ZodRawShape>(type: T, settings: S) =>
  z.object({ block_id: z.number().int(), type: z.literal(type), theme, ...settings });

export const heroBlock = blockOf('HERO', {
  slides: z.array(banner.extend({ title: z.string(), subtitle: z.string(), button_label: z.string() })),
});
export const textBlock = blockOf('TEXT', { title: z.string(), paragraphs: z.array(z.string()).describe('Paragraphs of plain text') });
export const iconBlock = blockOf('ICON', { items: z.array(z.object({ icon: z.string(), label: z.string(), link: contentLink })) });
/** One banner per view. */
export const carousel1Block = blockOf('CAROUSEL1', { banners: z.array(banner) });
/** Two banners per view on desktop. */
export const carousel2Block = blockOf('CAROUSEL2', { banners: z.array(banner) });
/** Products are fetched with GET products?product_id=…, as spec §7 says. */
export const productCarouselBlock = blockOf('PRODUCTCAROUSEL', { title: z.string(), product_ids: z.array(z.string()), link: contentLink });
export const titleBlock = blockOf('TITLE', { title: z.string(), subtitle: z.string(), link: contentLink });
export const imageBlock = blockOf('IMAGE', {
  image: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  link: contentLink,
});
export const spaceBlock = blockOf('SPACE', { height: z.number().describe('CSS pixels') });
/** The running flash sale (GET flash-sales). */
export const flashSaleBlock = blockOf('FLASHSALE', { title: z.string(), link: contentLink });
/** Live and upcoming streams (GET live-streams). */
export const liveBlock = blockOf('LIVE', { title: z.string(), link: contentLink });
/** The newest blog posts (GET blog/posts with size = limit). */
export const blogBlock = blockOf('BLOG', { title: z.string(), limit: z.number().int(), link: contentLink });
/** One picture with clickable areas, in percent of the picture. */
export const areaBannerBlock = blockOf('AREABANNER', {
  image: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  areas: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), alt: z.string(), link: contentLink })),
});

export type HeroBlock = z.infer<typeof heroBlock>;
export type TextBlock = z.infer<typeof textBlock>;
export type IconBlock = z.infer<typeof iconBlock>;
export type Carousel1Block = z.infer<typeof carousel1Block>;
export type Carousel2Block = z.infer<typeof carousel2Block>;
export type ProductCarouselBlock = z.infer<typeof productCarouselBlock>;
export type TitleBlock = z.infer<typeof titleBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type SpaceBlock = z.infer<typeof spaceBlock>;
export type FlashSaleBlock = z.infer<typeof flashSaleBlock>;
export type LiveBlock = z.infer<typeof liveBlock>;
export type BlogBlock = z.infer<typeof blogBlock>;
export type AreaBannerBlock = z.infer<typeof areaBannerBlock>;

export const contentBlock = z.discriminatedUnion('type', [
  heroBlock,
  textBlock,
  iconBlock,
  carousel1Block,
  carousel2Block,
  productCarouselBlock,
  titleBlock,
  imageBlock,
  spaceBlock,
  flashSaleBlock,
  liveBlock,
  blogBlock,
  areaBannerBlock,
]);
export type ContentBlock = z.infer<typeof contentBlock>;

/** GET content-pages/{kind} and GET custom-page/{name}. */
export const contentPage = z.object({
  kind: z.enum(CONTENT_PAGE_KINDS),
  key: z.string().nullable().describe("The page's name within its kind (custom-page name, about slug…); null for a kind's own page"),
  title: z.string(),
  theme,
  blocks: z.array(contentBlock),
});
export type ContentPage = z.infer<typeof contentPage>;

/** GET about-pages: the about layout's side menu. */
export const aboutPageRef = z.object({ slug: z.string(), title: z.string() });
export type AboutPageRef = z.infer<typeof aboutPageRef>;
