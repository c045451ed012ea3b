/** The wish list's front door (decision 0012): its routes (hearts, the list, the account counters) and its sign-in merge. */
export { favoriteRoutes } from './routes.ts';
