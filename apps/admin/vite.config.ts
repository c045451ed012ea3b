import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The back office's own build (decision 0041): its files are addressed under /admin/assets/, apart from the shop's
 * /assets/, so not one of its modules, styles or messages can be part of a shop page.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3001 },
});
