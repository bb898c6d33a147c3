import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/longest-first';
import { OWN_MODULE_FILES } from './tests/own-module-files';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most API test time is
    // spent waiting (PostgreSQL, pg-boss polls, sandbox webhooks, child processes), so three workers
    // keep two cores busy (issue #16, CI time).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    hookTimeout: 60000,
    // The server's tests render nothing and seal nothing through the on-demand crypto: they skip the
    // console's setup (Testing Library, React DOM, jest-dom, crypto-js), which cost each of their files
    // more than its own imports (issue #16, CI time).
    //
    // Files share their worker's modules (`isolate: false`): a fresh module graph, jsdom and setup file
    // for each of 258 files was most of the run (Vitest's import 390 s, setup 93 s, environment 104 s of
    // 611 s; issue #34). Alone on two cores the server project took 300 s isolated and 155 s shared, the
    // console 192 s and 89 s, every test passing both ways. Tests restore what they stub (fake timers,
    // globals, environment variables); a file that replaces a module with vi.mock keeps a graph of its own.
    projects: [
      { extends: true, test: { name: 'console', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...OWN_MODULE_FILES], setupFiles: ['tests/setup.ts'], isolate: false } },
      { extends: true, test: { name: 'console (own modules)', include: OWN_MODULE_FILES, setupFiles: ['tests/setup.ts'] } },
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], globalSetup: ['server/testing/global-setup.ts'], isolate: false } },
    ],
  },
});
