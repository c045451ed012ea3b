/**
 * The catalogue's front door (decision 0012): its routes, the listing and cards that search and the lists build on,
 * and the shop's categories, brands and option labels (media draws pictures from them).
 */
export { catalogRoutes } from './routes.ts';
export { cardsBy, productImage } from './cards.ts';
export { productListing } from './listing.ts';
export { lookups } from './lookups.ts';
export { deliveryEstimate } from './delivery.ts';
