import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, apiMediaUrl, mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('puts API media paths on the media base', () => {
    expect(mediaUrl('/media/demo/popups/flash-sale.webp', 'https://cdn.talad.example/')).toBe(
      'https://cdn.talad.example/media/demo/popups/flash-sale.webp',
    );
  });

  it('keeps them on this site when no media base is set (its server passes /media to the API)', () => {
    expect(mediaUrl('/media/products/PRD100001/1.webp?w=320', '')).toBe('/media/products/PRD100001/1.webp?w=320');
  });

  it('gives links read outside the page an origin', () => {
    const shell = { origin: 'https://talad.example', config: { mediaUrl: '' } } as Parameters<typeof absoluteMediaUrl>[1];
    expect(absoluteMediaUrl('/media/demo/og/default.webp', shell)).toBe('https://talad.example/media/demo/og/default.webp');
    expect(
      absoluteMediaUrl('/media/demo/og/default.webp', { ...shell, config: { ...shell.config, mediaUrl: 'https://cdn.talad.example' } }),
    ).toBe('https://cdn.talad.example/media/demo/og/default.webp');
  });

  it('leaves absolute URLs alone', () => {
    expect(mediaUrl('https://cdn.example.com/a.webp', 'http://localhost:4000')).toBe('https://cdn.example.com/a.webp');
    expect(mediaUrl('//cdn.example.com/a.webp', 'http://localhost:4000')).toBe('//cdn.example.com/a.webp');
  });
});

describe('apiMediaUrl', () => {
  it("puts the API's absolute /media URLs on the media base: the shop's own origin, or a CDN", () => {
    expect(apiMediaUrl('http://localhost:4000/media/reviews/12/a.webp', '')).toBe('/media/reviews/12/a.webp');
    expect(apiMediaUrl('http://localhost:4000/media/reviews/12/a.mp4?v=2', 'https://cdn.talad.example')).toBe(
      'https://cdn.talad.example/media/reviews/12/a.mp4?v=2',
    );
    expect(apiMediaUrl('/media/reviews/12/a.webp', '')).toBe('/media/reviews/12/a.webp');
  });

  it('leaves other URLs alone', () => {
    expect(apiMediaUrl('https://cdn.example.com/a.webp', '')).toBe('https://cdn.example.com/a.webp');
    expect(apiMediaUrl('https://profile.line-scdn.net/abc', '')).toBe('https://profile.line-scdn.net/abc');
  });
});
