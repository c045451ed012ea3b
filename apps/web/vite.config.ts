import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildVersion } from './build-version.ts';

/**
 * The browser's scripts in a few larger files instead of dozens of small ones: on a phone's high-latency network
 * every extra request costs a round trip before the page can hydrate (bench/README.md, Web). The framework, and the
 * shell with the pieces most screens share, each become one long-cached file; screens keep their own chunks.
 */
const clientChunks = {
  groups: [
    { name: 'framework', test: /[\\/]node_modules[\\/](?!@radix-ui[\\/])/, priority: 20 },
    { name: 'shell', test: /[\\/](packages[\\/](sdk|domain)[\\/]src|app[\\/](shell|lib|features[\\/](catalog|content|media|seo)))[\\/]/, priority: 10 },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildVersion()],
  server: { port: 3000 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
});
