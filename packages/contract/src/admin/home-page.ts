import { CONTENT_BLOCK_TYPES, LINK_TARGETS, THEMES } from '@talad/domain';
import { z } from 'zod';
import { bilingualText } from './products.ts';

/**
 * The home page's blocks, banners and the menu edited in the back office (issue #27 item 6, decision 0054),
 * content.write. Texts are Thai and English side by side (Thai required where the shop shows the text, English
 * optional: the shop falls back to Thai). Blocks are written as drafts; publishing is at once or at a Bangkok time.
 */

const TITLE_MAX = 200;
const PARAGRAPH_MAX = 2000;
const LIST_MAX = 20;

/** A picture of the shop: a media path (an uploaded picture, POST admin/content/pictures, or one the shop draws). */
export const mediaPicture = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .regex(/^\/media\/[a-z0-9-]+(?:\/[A-Za-z0-9-]+){1,3}\.(?:webp|avif|jpg)$/, 'must be a picture of the shop: /media/….webp');

export const contentLinkInput = z.object({
  link_type: z.enum(LINK_TARGETS, { error: `must be one of ${LINK_TARGETS.join(', ')}` }),
  link_value: z.string().trim().max(300, 'must be at most 300 characters'),
});

const title = bilingualText(TITLE_MAX);
const optionalText = bilingualText(TITLE_MAX, false);
const listOf = <T extends z.ZodType>(item: T, min = 1) =>
  z.array(item).min(min, `must have at least ${min}`).max(LIST_MAX, `must have at most ${LIST_MAX}`);
const size = (max: number) => z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(max);
const percent = z.number({ error: 'must be a number' }).min(0, 'must be 0 to 100').max(100, 'must be 0 to 100');

/** A banner as the shop shows it: a picture (and a taller one for phones), its alternative text and where it leads. */
export const bannerInput = z.object({
  image: mediaPicture,
  mobile_image: mediaPicture.nullable(),
  alt: title,
  link: contentLinkInput,
});
export type BannerInput = z.infer<typeof bannerInput>;

const blockOf = <T extends (typeof CONTENT_BLOCK_TYPES)[number], S extends z.ZodRawShape>(type: T, settings: S) =>
  z.object({ type: z.literal(type), theme: z.enum(THEMES).default('LIGHT'), settings: z.object(settings) });

/** One block of each of the 13 kinds the shop renders, with its kind's settings (texts in both languages). */
export const homeBlockInput = z.discriminatedUnion(
  'type',
  [
    blockOf('HERO', { slides: listOf(bannerInput.extend({ title, subtitle: optionalText, button_label: optionalText })) }),
    blockOf('TEXT', {
      title: optionalText,
      paragraphs: listOf(bilingualText(PARAGRAPH_MAX)),
    }),
    blockOf('ICON', { items: listOf(z.object({ icon: mediaPicture, label: title, link: contentLinkInput })) }),
    blockOf('CAROUSEL1', { banners: listOf(bannerInput) }),
    blockOf('CAROUSEL2', { banners: listOf(bannerInput) }),
    blockOf('PRODUCTCAROUSEL', {
      title,
      product_ids: listOf(
        z
          .string()
          .trim()
          .regex(/^PRD\d{6,}$/, 'must be a product code, e.g. PRD100001'),
        1,
      ).max(50, 'must have at most 50'),
      link: contentLinkInput,
    }),
    blockOf('TITLE', { title, subtitle: optionalText, link: contentLinkInput }),
    blockOf('IMAGE', { image: mediaPicture, alt: title, width: size(4000), height: size(4000), link: contentLinkInput }),
    blockOf('SPACE', { height: size(400) }),
    blockOf('FLASHSALE', { title, link: contentLinkInput }),
    blockOf('LIVE', { title, link: contentLinkInput }),
    blockOf('BLOG', { title, limit: size(12), link: contentLinkInput }),
    blockOf('AREABANNER', {
      image: mediaPicture,
      alt: title,
      width: size(4000),
      height: size(4000),
      areas: listOf(z.object({ x: percent, y: percent, width: percent, height: percent, alt: title, link: contentLinkInput })),
    }),
  ],
  { error: `type must be one of ${CONTENT_BLOCK_TYPES.join(', ')}` },
);
export type HomeBlockInput = z.infer<typeof homeBlockInput>;

export const contentBlockParams = z.object({ id: z.coerce.number({ error: 'must be a block id' }).int().positive('must be a block id') });

/** A block in the back office: its working copy (waiting edits, else the live version) and its publishing state. */
export const adminHomeBlock = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.enum(CONTENT_BLOCK_TYPES),
  theme: z.enum(THEMES),
  settings: z.record(z.string(), z.unknown()).describe("The working copy's settings, texts as {th, en}"),
  state: z.enum(['draft', 'scheduled', 'published']),
  has_changes: z.boolean().describe('Edits saved but not yet published nor scheduled'),
  published_at: z.string().nullable(),
  publish_at: z.string().nullable().describe('When the scheduled first publishing or changes go live'),
});
export type AdminHomeBlock = z.infer<typeof adminHomeBlock>;

export const adminHomePage = z.object({ page_id: z.number().int(), blocks: z.array(adminHomeBlock) });
export type AdminHomePage = z.infer<typeof adminHomePage>;

const bangkokTime = z.iso.datetime({ offset: true, message: 'must be an ISO time with its offset, e.g. 2026-12-01T09:00:00+07:00' });

/** Publish at once (no `at`, or a time already come) or at a time to come (Bangkok time, as the admin sends it). */
export const blockPublishBody = z.object({ at: bangkokTime.optional() });
export type BlockPublishBody = z.infer<typeof blockPublishBody>;

/** The page's blocks in their new order: every block id once. */
export const blockOrderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'must name the blocks').max(200),
});

/** POST admin/content/pictures: the uploaded picture, re-encoded, as blocks refer to it. */
export const contentPicture = z.object({ image: z.string(), width: z.number().int(), height: z.number().int() });
export type ContentPicture = z.infer<typeof contentPicture>;

/** A menu entry as the back office edits it; entries under a parent take its section. */
export const adminMenuItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  section: z.enum(['categories', 'links']),
  position: z.number().int(),
  label: z.object({ th: z.string(), en: z.string().nullable() }),
  link_type: z.enum(LINK_TARGETS),
  link_value: z.string(),
  icon: z.string().nullable(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

export const adminMenu = z.object({ items: z.array(adminMenuItem).describe('Top-level entries then their children, each in order') });
export type AdminMenu = z.infer<typeof adminMenu>;

const menuFields = {
  label: bilingualText(100),
  link_type: contentLinkInput.shape.link_type,
  link_value: contentLinkInput.shape.link_value,
  icon: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .regex(/^[\w/.-]+$/, 'must be an icon name or a picture of the shop (/media/…)')
    .nullable()
    .optional(),
};

export const menuItemBody = z.object({
  parent_id: z.number().int().positive().nullable(),
  section: z.enum(['categories', 'links']).describe("A top-level entry's section; an entry under a parent takes the parent's"),
  ...menuFields,
});
export type MenuItemBody = z.infer<typeof menuItemBody>;

export const menuItemEditBody = z.object(menuFields).partial();
export type MenuItemEditBody = z.infer<typeof menuItemEditBody>;

export const menuItemParams = contentBlockParams;

/** Entries under one parent (or one section's top level) in their new order: each of them once. */
export const menuOrderBody = blockOrderBody;
