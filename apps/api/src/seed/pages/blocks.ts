import type { CONTENT_BLOCK_TYPES, LinkTarget, LocalizedText, THEMES } from '@talad/domain';

/** Seed-side helpers for content blocks; texts are {th, en}, resolved when answered. */
export interface BlockSeed {
  type: (typeof CONTENT_BLOCK_TYPES)[number];
  theme?: (typeof THEMES)[number];
  settings: Record<string, unknown>;
}

export const t = (th: string, en: string): LocalizedText => ({ th, en });
export const link = (linkType: LinkTarget, linkValue = '') => ({ link_type: linkType, link_value: linkValue });
export const media = (key: string) => `/media/${key}.webp`;

export function banner(key: string, alt: LocalizedText, target: ReturnType<typeof link>, mobileKey?: string) {
  return { image: media(key), mobile_image: mobileKey ? media(mobileKey) : null, alt, link: target };
}

export const block = (type: BlockSeed['type'], settings: Record<string, unknown>, theme: BlockSeed['theme'] = 'LIGHT'): BlockSeed => ({
  type,
  theme,
  settings,
});
