import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const serverUrl = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': { target: serverUrl, changeOrigin: false } } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  worker: { format: 'es' },
});
