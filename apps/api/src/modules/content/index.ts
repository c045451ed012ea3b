/** The content module: menu, popups, SEO texts, content pages, about pages, FAQ, blog and live TV (spec §7). */
export { contentRoutes } from './routes.ts';
