import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The parse bench page alone (no React, no styles), with the app's `@` alias and module workers, built
 * into `.data/bench/` (ignored by git). Its audience worker is bundled from the same sources as the console's.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../../../.data/bench/parse-page', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { input: { parse: fileURLToPath(new URL('./parse.html', import.meta.url)) } },
  },
  worker: { format: 'es' },
});
