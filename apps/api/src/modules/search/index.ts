/** The search module's front door (decision 0012). */
export { searchRoutes } from './routes.ts';
