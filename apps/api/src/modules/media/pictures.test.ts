import { describe, expect, it } from 'vitest';
import { mediaBanner } from './banners.ts';
import { titleSize } from './pictures.ts';

describe('banner titles', () => {
  it('draws an ICON block symbol large enough to read at 56 px', () => {
    expect(titleSize('⚡', 1024)).toBe(512);
    expect(titleSize('%', 1024)).toBe(512);
  });

  it('keeps short titles at 96 px and shrinks long ones to fit the width', () => {
    expect(titleSize('LIVE', 576)).toBe(96);
    const long = 'Pick any 3, take 15% more off';
    const size = titleSize(long, 410);
    expect(size).toBeLessThan(96);
    expect(size * 0.6 * long.length).toBeLessThanOrEqual(1024 * 0.9);
  });
});

describe('banner pictures', () => {
  it("the shop's own link-preview picture carries the running brand's name; other banners keep their titles", () => {
    expect(mediaBanner('demo/og/default', 'TrueSelect')).toEqual({ ratio: 0.525, title: 'TrueSelect' });
    expect(mediaBanner('demo/og/fashion', 'TrueSelect')?.title).toBe('Fashion');
    expect(mediaBanner('banners/hero-songkran', 'TrueSelect')).toEqual({ ratio: 0.375 });
    expect(mediaBanner('banners/not-a-banner', 'TrueSelect')).toBeUndefined();
  });
});
