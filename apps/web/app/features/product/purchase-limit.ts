import type { FlashSaleOffer } from '@talad/sdk';

/** The most units one cart line holds: the contract's CART_MAX_LINE_QUANTITY (the web takes only types from it). */
export const MAX_LINE_QUANTITY = 99;

/**
 * The most units of a variant one purchase may take: its stock, and while a flash sale runs the sale's units left
 * (quota − sold) and its per-customer limit; never above what one cart line holds. 0 means it cannot be bought.
 */
export function purchaseLimit(stock: number, flashSale: FlashSaleOffer | null): number {
  const bounds = [stock, MAX_LINE_QUANTITY];
  if (flashSale) bounds.push(flashSale.quota - flashSale.sold, flashSale.per_customer_limit);
  return Math.max(0, Math.min(...bounds));
}
