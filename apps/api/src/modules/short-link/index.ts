/** Short links to pages of this shop (POST url-shortener, GET s/{code}). */
export { shortLinkRoutes } from './routes.ts';
