/**
 * Written content in the back office (issue #27 item 6, decision 0055): blog posts (draft, preview, schedule, publish,
 * unpublish) and the FAQ. The shop reads them through the content module.
 */
export { writingAdminRoutes } from './admin-routes.ts';
