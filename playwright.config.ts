import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { META_STAND_IN } from './e2e/support/meta-stand-in-settings';
import type { E2eServer } from './e2e/support/start-servers';

const port = Number(process.env.E2E_PORT ?? 8181);
const idlePort = port + 1;
/** The loopback echo that enterprise APIs and API nodes call in e2e tests; only the main server may reach it. */
export const echoPort = port + 2;
/** The loopback endpoint e2e/whatsapp-webhooks.spec.ts starts to receive forwarded webhooks; allow-listed like the echo. */
export const webhookReceiverPort = port + 3;
/** A console deployed on Meta (embedded sign-up with Meta's SDK, the Cloud API) and its stand-in for Meta on two origins of its own. */
const meta = META_STAND_IN(port);
const shippedSignup = JSON.parse(readFileSync('public/assets/config/config.json', 'utf8')).embeddedSignup;
const onMeta = {
  ...shippedSignup,
  sandbox: false,
  sdkUrl: `http://127.0.0.1:${meta.sdkPort}/sdk.js`,
  appIds: { smartMessaging: meta.appId, clickToWhatsapp: meta.secondAppId },
};
const metaEnv = [
  `WHATSAPP_API_BASE=http://127.0.0.1:${meta.graphPort}`,
  `WHATSAPP_APP_SECRET=${meta.webhookSecret}`,
  `WHATSAPP_ACCESS_TOKEN=${meta.systemToken}`,
  `WHATSAPP_VERIFY_TOKEN=${meta.verifyToken}`,
  `WHATSAPP_TOKEN_KEY=${meta.tokenKey}`,
  `WHATSAPP_SIGNUP_APP_SECRETS=${meta.appId}:${meta.appSecret},${meta.secondAppId}:${meta.appSecret}`,
  `CONFIG_OVERRIDES='${JSON.stringify({ embeddedSignup: onMeta })}'`,
].join(' ');
/**
 * Debian's old headless shell when it is installed (package `chromium-headless-shell`, the same Chromium
 * build without the desktop browser's window machinery): it drives the same pages with about a sixth less
 * CPU than `chromium --headless`, which is what a two-core machine runs short of. Else Debian's `chromium`.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** A fresh database per run: the server migrates and seeds it on start, as `npm start` does. */
const server = (name: string, serverPort: number, extraEnv = '', after?: string): E2eServer => ({
  name,
  command: `rm -rf .data/e2e-${serverPort} && PORT=${serverPort} DATA_DIR=.data/e2e-${serverPort} BCRYPT_COST=6 ${extraEnv} npx tsx server/main.ts`,
  url: `http://127.0.0.1:${serverPort}/api/openapi.json`,
  ...(after ? { after } : {}),
});

/** Started side by side by e2e/support/start-servers.ts, which answers on this port once all of them answer. */
const readyPort = port + 7;
const servers: E2eServer[] = [
  { name: 'echo', command: `E2E_ECHO_PORT=${echoPort} npx tsx e2e/support/echo-main.ts`, url: `http://127.0.0.1:${echoPort}/ready` },
  // Brisk sandboxes keep the realistic order of statuses at a tenth of their delays, so campaigns settle in seconds.
  server('console', port, `OUTBOUND_ALLOW=127.0.0.1:${echoPort},127.0.0.1:${webhookReceiverPort} WHATSAPP_SANDBOX_TIMING=brisk RBM_SANDBOX_TIMING=brisk`),
  server('idle console', idlePort, `CONFIG_OVERRIDES='{"idleSeconds":3,"idleCountdownSeconds":30}'`),
  { name: 'Meta stand-in', command: `E2E_PORT=${port} npx tsx e2e/support/meta-stand-in.ts`, url: `http://127.0.0.1:${meta.sdkPort}/ready` },
  server('console on Meta', meta.consolePort, metaEnv, 'Meta stand-in'),
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // A first visit loads the area's code, its data and the language file; on a two-core machine shared
  // with builds that took 11 s (a retried tracking test), so waits get 20 s. Passing tests are not slowed.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // A test that passes only when tried again is a defect to fix, not to hide (issue #34).
  retries: 0,
  reporter: [['list'], ['./e2e/support/slowest-reporter.ts']],
  // A trace records a screencast and a DOM snapshot of every action of every test, to keep only a
  // failing one's. CI keeps no files of a run, only what it prints, so there the recording is pure cost:
  // about a third of the suite's CPU on two cores (issue #34; docs/performance.md). Locally it stays.
  use: { trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions: chromium },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(idle|meta-signup)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium },
    },
    {
      // The idle warning needs a short idle period and a countdown longer than an axe run (e2e/idle.spec.ts).
      name: 'idle',
      testMatch: /idle\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${idlePort}`, launchOptions: chromium },
    },
    {
      name: 'meta',
      testMatch: /meta-signup\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${meta.consolePort}`, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/start-servers.ts',
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_READY_PORT: String(readyPort) },
    url: `http://127.0.0.1:${readyPort}/ready`,
    reuseExistingServer: !process.env.CI,
    // What the five entries were allowed one after another (30 + 120 + 120 + 30 + 120 s): three consoles that
    // migrate and seed at once on a busy two-core machine share its cores.
    timeout: 420_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
