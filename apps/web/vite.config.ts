import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildVersion } from './build-version.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildVersion()],
  server: { port: 3000 },
});
