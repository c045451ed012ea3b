import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('puts API media paths on the API base', () => {
    expect(mediaUrl('/media/demo/popups/flash-sale.webp', 'http://localhost:4000/')).toBe('http://localhost:4000/media/demo/popups/flash-sale.webp');
  });

  it('leaves absolute URLs alone', () => {
    expect(mediaUrl('https://cdn.example.com/a.webp', 'http://localhost:4000')).toBe('https://cdn.example.com/a.webp');
    expect(mediaUrl('//cdn.example.com/a.webp', 'http://localhost:4000')).toBe('//cdn.example.com/a.webp');
  });
});
