import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
/** Paths the server answers: the API, uploaded images (`/media`), flags and other static assets. */
const serverPaths = ['/cms', '/wps', '/assets', '/media', '/TCG_PROD_IMAGES'];

// The server serves the built console at /console/ with an SPA fallback; in development Vite serves it
// and forwards the API and uploaded assets to the server.
export default defineConfig({
  base: '/console/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, { target: api, changeOrigin: false }])),
  },
  preview: { port: 5174 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
