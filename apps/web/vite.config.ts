import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/auth', '/sessioninfo', '/dev', '/healthz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser with native modulepreload (all but Safari < 17) skips the polyfill anyway;
    // without it Safari 16 still loads every chunk, only without the early preload hint.
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file for preloading: hash-only names keep that list
    // short (the /login budget). The manifest still maps each chunk to its source.
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
});
