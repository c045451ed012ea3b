/** The search module's front door (decision 0012). */
export { searchRoutes } from './routes.ts';
/** Every word of a query held by the product, through the words table's indexes (the back office's product search). */
export { holdsEveryTerm } from './service.ts';
/** The database's word characters, which searches rank by (decision 0072): asked at start by main.ts. */
export { wordCharacters } from './trigrams.ts';
