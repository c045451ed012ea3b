import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './lib/localized-routes.ts';

/**
 * THE route table of spec §2. Every screen is declared once; `localized` adds its /en twin (ADR 0001).
 * Screens of later issues join the layout they belong to: /payment* → shell/layouts/blank.tsx, /account/* → the
 * account route. A screen served at two paths (desktop and /m) names its second route with its own id.
 */

/** A screen that desktop and /m share: one module, two routes, each with its path as its id. */
function both(path: string, file: string): { desktop: RouteConfigEntry[]; mobile: RouteConfigEntry[] } {
  return { desktop: localized(route(path, file, { id: path })), mobile: localized(route(`m/${path}`, file, { id: `m/${path}` })) };
}

/** Sign-in, registration and recovery (issue #4): /signup and /reset-passwords are the spec's second names. */
const AUTH_SCREENS = [
  both('login', 'routes/auth/login.tsx'),
  both('login/otp', 'routes/auth/login-otp.tsx'),
  both('login/otp/verify', 'routes/auth/login-otp-verify.tsx'),
  both('login/social/:provider', 'routes/auth/social-callback.tsx'),
  both('register', 'routes/auth/register.tsx'),
  both('register/phone', 'routes/auth/register-phone.tsx'),
  both('register/verify', 'routes/auth/register-verify.tsx'),
  both('register/privacy-policy', 'routes/auth/register-privacy-policy.tsx'),
  both('signup', 'routes/auth/signup.tsx'),
  both('forgot-password', 'routes/auth/forgot-password.tsx'),
  both('forgot-password/verify', 'routes/auth/forgot-password-verify.tsx'),
  both('reset-password', 'routes/auth/reset-password.tsx'),
  both('reset-passwords', 'routes/auth/reset-password.tsx'),
];

/** Address screens of /m (list, create, update/:id): one list and one form module serve both address books. */
function mobileAddressScreens(path: string): RouteConfigEntry[] {
  return [
    ...localized(route(path, 'routes/m/address-list.tsx', { id: path })),
    ...localized(route(`${path}/create`, 'routes/m/address-form.tsx', { id: `${path}/create` })),
    ...localized(route(`${path}/update/:id`, 'routes/m/address-form.tsx', { id: `${path}/update` })),
  ];
}

export default [
  // Resource routes for search engines: one file each, no language twin.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('shell/layouts/default.tsx', [
    ...localized(index('routes/home.tsx')),
    ...localized(route('guest/login', 'routes/guest-login.tsx')),
    ...localized(route('p/policy', 'routes/policy.tsx')),
    ...localized(route('p/:custom', 'routes/custom-page.tsx')),
    ...AUTH_SCREENS.flatMap((screen) => screen.desktop),
    ...localized(
      route('account', 'shell/layouts/account.tsx', [
        index('routes/account/profile.tsx'),
        route('change/:contact', 'routes/account/change-contact.tsx'),
        route('change-password', 'routes/account/change-password.tsx'),
        route('change-password/new-password', 'routes/account/new-password.tsx'),
        route('delete-account', 'routes/account/delete-account.tsx'),
        route('privacy-setting', 'routes/account/privacy-setting.tsx'),
        route('member-ship', 'routes/account/membership.tsx'),
        route('content', 'routes/account/content.tsx'),
        route('promotion', 'routes/account/promotion.tsx'),
        route('notification', 'routes/account/notification.tsx'),
        route('my-recently-view', 'routes/account/recently-viewed.tsx'),
        route('my-wish-list', 'routes/account/my-wish-list.tsx'),
        route('address', 'routes/account/address.tsx'),
        route('address-tax-invoice', 'routes/account/address-tax-invoice.tsx'),
        route('my-order', 'routes/account/my-order.tsx'),
        route('my-order/:id', 'routes/account/my-order-detail.tsx'),
        // The my-review area: one layout around the lists and a review, so leaving it is one unmount (spec §2).
        route('my-review', 'routes/account/my-review-area.tsx', [
          index('routes/account/my-review.tsx'),
          route(':id', 'routes/account/my-review-write.tsx'),
        ]),
        route('my-coupon', 'routes/account/my-coupon.tsx'),
        route('cashback', 'routes/account/cashback.tsx'),
        route('my-card', 'routes/account/my-card.tsx'),
      ]),
    ),
    ...localized(route('brand', 'routes/brands.tsx')),
    ...localized(route('brand/:slug', 'routes/brand.tsx')),
    ...localized(route('collection/:name', 'routes/collection.tsx')),
    ...localized(route('product/:slug', 'routes/product.tsx')),
    ...localized(route('search', 'routes/search.tsx')),
    ...localized(route('flash-sale', 'routes/flash-sale.tsx')),
    ...localized(route('shopping-cart', 'routes/shopping-cart.tsx')),
    ...localized(route('coupon', 'routes/coupon.tsx')),
    ...localized(route('case-management', 'routes/case-management.tsx')),
    ...localized(route('check-out', 'routes/check-out.tsx')),
    ...localized(route('order-tracking', 'routes/order-tracking.tsx')),
    ...localized(route('order-tracking/:id', 'routes/order-tracking-detail.tsx')),
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
  // Paying an order (issue #13): nothing to wander off to mid-payment, and no cookie banner on /payment (spec §2).
  layout('shell/layouts/blank.tsx', [
    ...localized(route('payment', 'routes/payment/payment.tsx')),
    ...localized(route('payment/card-verifying', 'routes/payment/card-verifying.tsx')),
    ...localized(route('payment/processing', 'routes/payment/processing.tsx')),
    ...localized(route('payment/complete', 'routes/payment/complete.tsx')),
    ...localized(route('payment/failed', 'routes/payment/failed.tsx')),
  ]),
  // The gateway's frontend return (GET or POST): a resource route that sends the shopper on to /payment/processing.
  ...localized(route('2c2p', 'routes/payment/gateway-return.ts')),
  layout('shell/layouts/about.tsx', [...localized(route('a/faq', 'routes/faq.tsx')), ...localized(route('a/:about', 'routes/about.tsx'))]),
  // Mobile pages open inside the app's web view, which has its own chrome; so does /live-tv-app (layout none).
  layout('shell/layouts/none.tsx', [
    ...localized(route('m', 'routes/home.tsx', { id: 'm/home' })),
    ...localized(route('m/guest/login', 'routes/m/guest-login.tsx')),
    ...AUTH_SCREENS.flatMap((screen) => screen.mobile),
    layout('shell/layouts/mobile-account.tsx', [
      ...localized(route('m/account', 'routes/m/account.tsx')),
      ...localized(route('m/account/setting', 'routes/m/account-setting.tsx')),
      ...localized(route('m/notification', 'routes/account/notification.tsx', { id: 'm/notification' })),
      ...mobileAddressScreens('m/account/address'),
      ...mobileAddressScreens('m/account/address-tax-invoice'),
    ]),
    ...localized(route('m/product/:slug', 'routes/product.tsx', { id: 'm/product' })),
    ...localized(route('m/promotion', 'routes/promotion.tsx', { id: 'm/promotion' })),
    ...localized(route('m/lives', 'routes/live-tv.tsx', { id: 'm/lives' })),
    ...localized(route('live-tv-app', 'routes/live-tv.tsx', { id: 'live-tv-app' })),
  ]),
  ...localized(route('*', 'routes/not-found.tsx')),
] satisfies RouteConfig;
