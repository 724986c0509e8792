import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';

/** The API server in development (`npm run dev` in apps/server). */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    postcss: { plugins: [postcssPresetMantine()] },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    // The server serves apps/web/dist with a history fallback; hashed files under dist/assets are cached long.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
});
