/**
 * Product videos of the seed (media kind VIDEO): a short turn of the product, one clip per main category that has
 * one. The clips are real WebM files recorded by scripts/make-videos.ts and served by GET /media/videos/….
 */
export interface ProductVideo {
  /** File name under apps/api/seed-assets/videos/, without .webm. */
  name: string;
  /** The main category whose products show it (its stand-in shape is what turns in the clip). */
  category: string;
  /** The clip's colour, the category's own. */
  colour: string;
}

export const PRODUCT_VIDEOS: readonly ProductVideo[] = [
  { name: 'mobile-tablet-turn', category: 'mobile-tablet', colour: '#4f46e5' },
  { name: 'appliances-turn', category: 'appliances', colour: '#0891b2' },
];

/** The video path a product of this main category shows, or null when its category has no clip. */
export function productVideoUrl(mainCategory: string): string | null {
  const video = PRODUCT_VIDEOS.find((entry) => entry.category === mainCategory);
  return video ? `/media/videos/${video.name}.webm` : null;
}
