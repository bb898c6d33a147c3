import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../../../../vite.config';

const page = (name: string) => fileURLToPath(new URL(`./pages/${name}.html`, import.meta.url));

/**
 * The app's Vite config plus the two benchmark pages as extra inputs, built into `node_modules/.cache/canvas-bench/` (or `$CANVAS_BENCH_OUT_DIR`) so
 * the app's own `dist/` is untouched. Pages: `/src/canvas/editor/bench/pages/{editor,bare}.html?nodes=N`.
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    build: {
      // CANVAS_BENCH_OUT_DIR lets checkouts that share one node_modules build their benches side by side.
      outDir: process.env.CANVAS_BENCH_OUT_DIR ?? 'node_modules/.cache/canvas-bench',
      emptyOutDir: true,
      manifest: false,
      minify: process.env.CANVAS_BENCH_MINIFY !== '0',
      rolldownOptions: { input: { editor: page('editor'), bare: page('bare') } },
    },
  }),
);
