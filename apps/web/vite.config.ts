import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildVersion } from './build-version.ts';

/** The shell and the pieces most screens share: the SDK, lib, the UI primitives, catalog, content, media and SEO. */
const SHARED_PIECES = /[\\/](packages[\\/](sdk|domain)[\\/]src|app[\\/](shell|lib|ui|features[\\/](catalog|content|media|seo)))[\\/]/;
/** Form fields and the forms' API-call hook serve the sign-in and account screens: they load with those, not on every page. */
const FORMS_ONLY = /[\\/]app[\\/](ui[\\/]fields|lib[\\/]use-api-call)\.tsx?$/;
/**
 * Pieces of one family of pages stay with that family instead of loading on every page: the listing's filters and
 * sorting (category, brand, collection, search), the content blocks (home, promotion and content pages) and the
 * payment rules of @talad/domain (cards, barcodes: the payment screens). The cart, checkout and product pages carried
 * them for nothing (bench/README.md, Commerce).
 */
const PAGE_FAMILY_PIECES =
  /[\\/](packages[\\/]domain[\\/]src[\\/]payments[\\/]|app[\\/](features[\\/]catalog[\\/](filter-panel|listing-view|listing-filters|sort-links|subcategory-links|category-grid|category-icon)\.tsx?$|features[\\/]content[\\/](blocks[\\/]|content-blocks|content-link|hero-banner|live-card|rail-cards|block-page-meta)|lib[\\/]use-near-view))/;

/**
 * The browser's scripts in a few larger files instead of dozens of small ones: on a phone's high-latency network
 * every extra request costs a round trip before the page can hydrate (bench/README.md, Web). The framework, and the
 * shell with the pieces most screens share, each become one long-cached file; screens keep their own chunks.
 */
const clientChunks = {
  groups: [
    // The QR encoder is the PromptPay slip's alone (loaded with it, never with the framework every page loads).
    { name: 'framework', test: /[\\/]node_modules[\\/](?!@radix-ui[\\/]|lean-qr[\\/])/, priority: 20 },
    { name: 'shell', test: (id: string) => SHARED_PIECES.test(id) && !FORMS_ONLY.test(id) && !PAGE_FAMILY_PIECES.test(id), priority: 10 },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildVersion()],
  server: { port: 3000 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
});
