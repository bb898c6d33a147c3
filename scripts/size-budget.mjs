// The sign-in page must stay light. Its JavaScript is what the browser really loads: the built
// page is opened in Chromium, and every script it fetched before the network went idle (entry,
// the auth area, the toaster and dialog hosts, whatever else start-up pulls in) is summed
// gzip-compressed and compared with the budget (issue #16: the manifest walk missed the hosts).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 170;
// DIST_DIR names a side build (`vite build --outDir dist-pages`), as the server's DIST_DIR does.
const DIST = process.env.DIST_DIR ?? 'dist';
const SIGN_IN_ROUTE = '/#/login';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

if (!existsSync(join(DIST, 'index.html'))) throw new Error(`No ${DIST}/index.html: build first (npm run build)`);

// The built files as they are; start-up only reads static files (config, translations) before the first screen.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(DIST, path === '/' ? 'index.html' : path);
  if (!existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const scripts = new Set();
try {
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}${SIGN_IN_ROUTE}`, { waitUntil: 'networkidle' });
  // The page must have reached the sign-in form, or the count would describe something else.
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  server.close();
}

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
const rows = [...scripts].map((file) => ({ file: file.replace(/^\//, ''), kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`Sign-in page JavaScript, as loaded in Chromium: ${total.toFixed(1)} KB gzip in ${rows.length} scripts (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
