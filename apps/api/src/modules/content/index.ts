/** The content module: menu, popups, SEO texts, content pages, about pages, FAQ, blog and live TV (spec §7). */
export { contentRoutes } from './routes.ts';
/** The home page's blocks, their pictures and the menu edited in the back office (decision 0054). */
export { contentAdminRoutes } from './admin-routes.ts';
/** What the back office's content writing shares with the shop's reading (decision 0055). */
export { blogCoverOf } from './stories.ts';
export { blogPreviewSubject } from './subjects.ts';
export { previewCode } from './pages.ts';
