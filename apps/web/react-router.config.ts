import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Public pages render on the server for SEO and first paint (ARCHITECTURE: web).
  ssr: true,
  // A new app starts on v8 behaviour so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
