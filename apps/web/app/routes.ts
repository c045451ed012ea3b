import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { localized } from './lib/localized-routes.ts';

/**
 * THE route table of spec §2. Every screen is declared once; `localized` adds its /en twin (ADR 0001).
 * Screens of later issues join the layout they belong to: /payment* → shell/layouts/blank.tsx, /account/* → the
 * account route. A screen served at two paths (desktop and /m) names its second route with its own id.
 */
export default [
  // Resource routes for search engines: one file each, no language twin.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('shell/layouts/default.tsx', [
    ...localized(index('routes/home.tsx')),
    ...localized(route('guest/login', 'routes/guest-login.tsx')),
    ...localized(route('p/policy', 'routes/policy.tsx')),
    ...localized(route('p/:custom', 'routes/custom-page.tsx')),
    ...localized(route('account', 'shell/layouts/account.tsx', [index('routes/account/index.tsx')])),
    ...localized(route('brand', 'routes/brands.tsx')),
    ...localized(route('brand/:slug', 'routes/brand.tsx')),
    ...localized(route('collection/:name', 'routes/collection.tsx')),
    ...localized(route('product/:slug', 'routes/product.tsx')),
    ...localized(route('search', 'routes/search.tsx')),
    ...localized(route('flash-sale', 'routes/flash-sale.tsx')),
    ...localized(route('promotion', 'routes/promotion.tsx')),
    ...localized(route('blog', 'routes/blog.tsx')),
    ...localized(route('blog/:slug', 'routes/blog-post.tsx')),
    ...localized(route('live-tv', 'routes/live-tv.tsx')),
    // /{brand}-plus: the loader answers only the running brand's path (BRAND is read at start, routes at build).
    ...localized(route('talad-plus', 'routes/membership.tsx', { id: 'talad-plus' })),
    ...localized(route('trueselect-plus', 'routes/membership.tsx', { id: 'trueselect-plus' })),
    // One segment left over is a category slug; static paths above outrank it, unknown slugs answer 404.
    ...localized(route(':category', 'routes/category.tsx')),
  ]),
  layout('shell/layouts/about.tsx', [...localized(route('a/faq', 'routes/faq.tsx')), ...localized(route('a/:about', 'routes/about.tsx'))]),
  // Mobile pages open inside the app's web view, which has its own chrome; so does /live-tv-app (layout none).
  layout('shell/layouts/none.tsx', [
    ...localized(route('m', 'routes/home.tsx', { id: 'm/home' })),
    ...localized(route('m/guest/login', 'routes/m/guest-login.tsx')),
    ...localized(route('m/product/:slug', 'routes/product.tsx', { id: 'm/product' })),
    ...localized(route('m/promotion', 'routes/promotion.tsx', { id: 'm/promotion' })),
    ...localized(route('m/lives', 'routes/live-tv.tsx', { id: 'm/lives' })),
    ...localized(route('live-tv-app', 'routes/live-tv.tsx', { id: 'live-tv-app' })),
  ]),
  ...localized(route('*', 'routes/not-found.tsx')),
] satisfies RouteConfig;
