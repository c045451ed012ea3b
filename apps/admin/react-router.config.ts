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
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
