import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const serverUrl = process.env.API_URL ?? 'http://localhost:8080';
// The form library is not here: the sign-in form does without it, and the other forms load it with their areas.
const coreLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|ky|clsx|tailwind-merge)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': { target: serverUrl, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Every browser we support preloads modules natively (Chromium, Firefox 115+, Safari 17+).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The console, the public web chat that PWA profiles install (served at /pwa/<id>/ by the server),
      // and the reports application (served on the reports landing pages; docs/decisions.md).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        webchat: fileURLToPath(new URL('./webchat.html', import.meta.url)),
        reports: fileURLToPath(new URL('./reports.html', import.meta.url)),
      },
      output: {
        // What every screen needs ships as one chunk: split into many small files it compressed worse.
        codeSplitting: { groups: [{ name: 'core', test: coreLibraries }] },
      },
    },
  },
  worker: { format: 'es' },
});
