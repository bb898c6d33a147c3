import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most API test time is
    // spent waiting (PostgreSQL, pg-boss polls, sandbox webhooks, child processes), so three workers
    // keep two cores busy (issue #16, CI time).
    maxWorkers: 3,
    hookTimeout: 60000,
    // The server's tests render nothing and seal nothing through the on-demand crypto: they skip the
    // console's setup (Testing Library, React DOM, jest-dom, crypto-js), which cost each of their files
    // more than its own imports (issue #16, CI time).
    projects: [
      { extends: true, test: { name: 'console', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], setupFiles: ['tests/setup.ts'] } },
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], globalSetup: ['server/testing/global-setup.ts'] } },
    ],
  },
});
