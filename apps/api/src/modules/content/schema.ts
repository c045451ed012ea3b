import { CONTENT_PAGE_KINDS, LINK_TARGETS } from '@talad/domain';
import { z } from 'zod';

export interface MenuNode {
  id: number;
  label: string;
  icon: string | null;
  link_type: (typeof LINK_TARGETS)[number];
  link_value: string;
  children: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    icon: z.string().nullable(),
    link_type: z.enum(LINK_TARGETS),
    link_value: z.string(),
    children: z.array(menuNode),
  }),
);

export const menu = z.object({
  categories: z.array(menuNode).describe('Main categories with their sub- and detail categories'),
  links: z.array(menuNode).describe('Flash sale, promotions, brands, blog, live TV'),
});

export const popupImage = z.object({ image_url: z.string(), link_type: z.enum(LINK_TARGETS), link_value: z.string(), alt: z.string() });

export const popupIntroduction = z.object({ title: z.string(), body: z.string(), image_url: z.string().nullable(), button_label: z.string() });

export const popupSet = z.object({ popup_images: z.array(popupImage), popup_introduction: popupIntroduction.nullable() });

export const seoQuery = z.object({
  type: z.enum(CONTENT_PAGE_KINDS),
  key: z.string().min(1).max(200).optional(),
});

export const seoPage = z.object({
  type: z.enum(CONTENT_PAGE_KINDS),
  key: z.string().nullable().describe('The key of the row answered; null when the type default was used'),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  og_image: z.string().nullable(),
});
