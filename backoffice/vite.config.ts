/**
 * The back office console's own build (not Gatsby): `npm run build:backoffice` writes dist/backoffice/, which the
 * provider server serves at /backoffice/ (server/src/http/backoffice.ts). No inline scripts or styles in the output,
 * so the server's strict Content-Security-Policy needs no hashes.
 */

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/backoffice', import.meta.url)),
    emptyOutDir: true,
    // Fonts and icons as files: a data: URL would need the policy to allow data: fonts.
    assetsInlineLimit: 0,
    // Vite's module preload polyfill is an inline-free module, but the console targets current browsers anyway.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
  },
  server: {
    // `npx vite backoffice` beside `npm run server`: the API on the same origin, as in production.
    proxy: { '/v1': 'http://localhost:8000' },
  },
});
