import { describe, expect, it } from 'vitest';
import { filtersFromUrl, sortsFor } from './listing-filters.ts';

describe('listing filters read from the URL', () => {
  it('reads lists comma-joined, filter keys only when true, prices and stars as numbers and the page', () => {
    const filters = filtersFromUrl(
      new URLSearchParams('brand=nike,adidas&Size=M&hasStock=true&freeShipping=false&min_price=10000&rating=4&sort=newest&page=2'),
    );
    expect(filters).toEqual({
      brand: ['nike', 'adidas'],
      Size: ['M'],
      hasStock: true,
      min_price: 10000,
      rating: 4,
      sort: 'newest',
      page: 2,
    });
  });

  it('reads single fields as text, every multi-choice field as a list, and leaves the page size to the shop', () => {
    const filters = filtersFromUrl(
      new URLSearchParams(
        'category=fashion&collection=best-sellers&price=100-200&status=in_stock&shipment=seven_eleven&selection=flexi&Color=black&newProduct=true&size=100',
      ),
    );
    expect(filters).toEqual({
      category: 'fashion',
      collection: 'best-sellers',
      price: '100-200',
      status: ['in_stock'],
      shipment: ['seven_eleven'],
      selection: ['flexi'],
      Color: ['black'],
      newProduct: true,
      page: 1,
    });
  });

  it('passes a non-numeric price or rating on as NaN so the API answers a clear 400 instead of ignoring it', () => {
    expect(filtersFromUrl(new URLSearchParams('max_price=cheap')).max_price).toBeNaN();
    expect(filtersFromUrl(new URLSearchParams('rating=good')).rating).toBeNaN();
  });

  it('offers sorting by relevance only when searching, and then first', () => {
    expect(sortsFor(false)).not.toContain('relevance');
    expect(sortsFor(true)[0]).toBe('relevance');
  });
});
