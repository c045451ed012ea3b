import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { localized } from './lib/localized-routes.ts';

/**
 * THE route table of spec §2. Every screen is declared once; `localized` adds its /en twin (ADR 0001).
 * Screens of later issues join the layout they belong to: /a/* → shell/layouts/about.tsx,
 * /payment* → shell/layouts/blank.tsx, /live-tv-app → shell/layouts/none.tsx, /account/* → the account route.
 */
export default [
  layout('shell/layouts/default.tsx', [
    ...localized(index('routes/home.tsx')),
    ...localized(route('guest/login', 'routes/guest-login.tsx')),
    ...localized(route('p/policy', 'routes/policy.tsx')),
    ...localized(route('account', 'shell/layouts/account.tsx', [index('routes/account/index.tsx')])),
  ]),
  // Mobile pages open inside the app's web view, which has its own chrome.
  layout('shell/layouts/none.tsx', [...localized(route('m/guest/login', 'routes/m/guest-login.tsx'))]),
  ...localized(route('*', 'routes/not-found.tsx')),
] satisfies RouteConfig;
