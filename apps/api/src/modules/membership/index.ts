/** The membership module's front door (decision 0012): the tier ladder, and where a member's yearly spend stands on it. */
export { membershipRoutes } from './routes.ts';
export { membershipProgress } from './progress.ts';
export { shopperFacts, type ShopperFacts } from './shopper-facts.ts';
