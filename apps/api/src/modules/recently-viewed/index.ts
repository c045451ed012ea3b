/** The recently-viewed list's front door (decision 0012): its routes, and the view recording the product page calls. */
export { recentlyViewedRoutes } from './routes.ts';
export { viewRecorder } from './service.ts';
