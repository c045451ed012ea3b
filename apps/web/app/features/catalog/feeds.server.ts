import type { Locale } from '@talad/domain';
import { getFlashSales, getProductsByIds, type FlashSales, type ProductCard } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { optionalData } from '../../lib/settle.ts';

/**
 * Catalogue data that blocks and side parts of pages show (spec §8): a failure or a slow API leaves them empty, the
 * failure logged, and the page renders without them.
 */

export const NO_FLASH_SALES: FlashSales = { running: null, upcoming: [] };

/** Product cards of a carousel or a post, in the order asked. */
export function loadProductCards(ids: string[], locale: Locale): Promise<ProductCard[]> {
  return optionalData('GET products', () => getProductsByIds(serverApi, ids, { locale }), []);
}

export function loadFlashSales(locale: Locale): Promise<FlashSales> {
  return optionalData('GET flash-sales', () => getFlashSales(serverApi, { locale }), NO_FLASH_SALES);
}
