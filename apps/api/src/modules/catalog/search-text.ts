import { searchText, type LocalizedText } from '@talad/domain';
import type { Lookups } from './lookups.ts';

/** What a product's search text is made of: its names, its brand and its place in the category tree. */
export interface SearchedProduct {
  name: LocalizedText;
  brandId: number | null;
  mainCategoryId: number;
  subCategoryId: number;
  detailCategoryId: number | null;
}

/**
 * A product's search text, as the seed writes it: its names, its brand's and its categories' in both languages. The
 * products_word_ids trigger (migration 0019) keeps the shop's words table and the product's word ids from it. A draft
 * has none (decision 0048): its words reach the words table, and so the shop's suggestions, when it is published.
 */
export function productSearchText(table: Lookups, product: SearchedProduct): string {
  const brand = product.brandId === null ? undefined : table.brandById.get(product.brandId);
  const path = [product.mainCategoryId, product.subCategoryId, product.detailCategoryId].flatMap((id) => {
    const category = id === null ? undefined : table.categoryById.get(id);
    return category ? [category.name.th, category.name.en] : [];
  });
  return searchText([product.name.th, product.name.en, brand?.name.th, brand?.name.en, ...path]);
}
