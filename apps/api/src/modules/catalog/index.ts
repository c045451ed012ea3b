/**
 * The catalogue's front door (decision 0012): its routes (the back office's withdraw/restore in admin-routes.ts), the listing and
 * cards that search and the lists build on, the condition of being on sale, and the shop's categories, brands and
 * option labels (media draws pictures from them), and the job that keeps the best-selling order counted.
 */
export { catalogRoutes } from './routes.ts';
export { catalogAdminRoutes } from './admin-routes.ts';
export { cardColumns, cardImageOf, cardsBy, productImage, type CardRow } from './cards.ts';
export { hitFacetRows, listingPage, productListing, sortOrder, whereTheyLive, type FacetRow } from './listing.ts';
export { brandLogo, chosenOptions, lookups, optionLabel, shown, type Lookups } from './lookups.ts';
export { deliveryEstimate } from './delivery.ts';
export { onSale, saleAudit, setWithdrawn, timesAfter, type OnWithdrawn } from './withdrawal.ts';
export { bestSellingJob, refreshBestSelling } from './best-selling.ts';
export {
  CatalogueIndex,
  forgetCatalogueChangesJob,
  hitCounts,
  MOST_TERMS,
  wordHits,
  type ProductColumns,
  type SearchedTerm,
} from './catalogue-index/index.ts';
export { previewTokens, type PreviewTokens } from './preview.ts';
export { productSearchText } from './search-text.ts';
