/**
 * The cart's front door (decision 0012): its routes (which register the guest → member merge), and for checkout the
 * engine's input from the cart or "buy now" items, the delivery terms, and the removal of bought lines.
 */
export { cartRoutes, type CartSettings } from './routes.ts';
export { cartCount, untickWithdrawn, type DeliveryTerms } from './service.ts';
export {
  cartPricingInput,
  promotionBook,
  removeBoughtLines,
  variantFacts,
  type LineProblem,
  type PricingSource,
  type VariantFacts,
} from './pricing-input.ts';
