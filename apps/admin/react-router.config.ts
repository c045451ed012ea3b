import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Every page is a staff member's own: rendered on the server with their session, never kept (decision 0041).
  ssr: true,
  // The back office lives under the shop's origin at /admin, served by the shop's web server (apps/web/server.mjs).
  basename: '/admin',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders and middleware read the page's own address (sign-in's ?next=), not the data request's (…/page.data).
    v8_passThroughRequests: false,
    // /admin's data is /admin/_root.data, under the session cookie's Path=/admin (/admin.data is not, and goes without it).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
