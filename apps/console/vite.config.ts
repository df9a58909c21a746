import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// The server serves the built console at /console/ with an SPA fallback; in development Vite serves it
// and forwards the API and uploaded assets to the server.
export default defineConfig({
  base: '/console/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/cms': { target: api, changeOrigin: false },
      '/wps': { target: api, changeOrigin: false },
      '/assets': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 5174 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
