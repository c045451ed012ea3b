import { describe, expect, it } from 'vitest';
import { pageHref, pageOf, pageWindow, toggleValue, valuesOf, withParam } from './listing-url.ts';

const query = (text: string) => new URLSearchParams(text);

describe('listing state kept in the URL', () => {
  it('reads the page, falling back to 1 for missing or invalid values', () => {
    expect(pageOf(query('page=3'))).toBe(3);
    expect(pageOf(query(''))).toBe(1);
    expect(pageOf(query('page=-2'))).toBe(1);
    expect(pageOf(query('page=abc'))).toBe(1);
  });

  it('returns to page 1 when a filter or the sort changes', () => {
    expect(withParam('/fashion', query('page=4&sort=newest'), 'hasStock', 'true')).toBe('/fashion?sort=newest&hasStock=true');
    expect(withParam('/fashion', query('page=4&hasStock=true'), 'hasStock', null)).toBe('/fashion');
  });

  it('toggles values of a multi-choice filter comma-joined', () => {
    expect(toggleValue('/fashion', query(''), 'brand', 'nike')).toBe('/fashion?brand=nike');
    expect(toggleValue('/fashion', query('brand=nike'), 'brand', 'adidas')).toBe('/fashion?brand=nike%2Cadidas');
    expect(toggleValue('/fashion', query('brand=nike,adidas'), 'brand', 'nike')).toBe('/fashion?brand=adidas');
    expect(valuesOf(query('Size=M,L'), 'Size')).toEqual(['M', 'L']);
  });

  it('gives page 1 a URL without the page parameter', () => {
    expect(pageHref('/fashion', query('sort=price&page=3'), 1)).toBe('/fashion?sort=price');
    expect(pageHref('/fashion', query('sort=price'), 2)).toBe('/fashion?sort=price&page=2');
  });

  it('offers first, last and neighbouring pages with gaps between them', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
