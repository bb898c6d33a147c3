import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';

const source = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Script the policy would block: `<script>` with code in it, `on…=` handler attributes, `javascript:` links. */
function inlineScripts(html: string): string[] {
  const elements = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes) && body.trim() !== '')
    .map(([element]) => element.slice(0, 80));
  const handlers = [...html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)].map(([match]) => match.slice(0, 80));
  const links = [...html.matchAll(/(?:href|src)\s*=\s*["']?\s*javascript:/gi)].map(([match]) => match);
  return [...elements, ...handlers, ...links];
}

describe.each(testDatabases)('security headers on $name', (database) => {
  let server: TestServer;
  let site: TestServer;
  let dir: string;
  let profileId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
    writeFileSync(join(dir, 'index.html'), source('index.html'));
    writeFileSync(join(dir, 'webchat.html'), source('webchat.html'));
    server = await startTestServer(database);
    site = withOptions(server, { spaDir: dir });
    const designer = await signedIn(server, demoLogins.designer);
    const botId = await createBot(designer, 'Headers bot');
    const profile = { name: 'Headers chat', bot_id: botId, app_name: 'Headers', short_name: 'H', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' };
    profileId = (await designer.call('POST', `${BOT}/pwa-profiles`, { body: profile })).json.id;
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const pages = () => ['/', '/api/openapi.json', '/api/docs', '/api/no-such-route', `/pwa/${profileId}/`, '/pwa/not-a-profile/', `/api/pwa/${profileId}/manifest.webmanifest`];

  it('sends a Content-Security-Policy without inline or eval scripts, and framing only by our own origin', async () => {
    for (const path of pages()) {
      const response = await site.app.request(path);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['default-src'], path).toEqual(["'self'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'self'"]);
      expect(policy['connect-src'], path).toEqual(["'self'"]);
      expect(policy['style-src'], path).toEqual(["'self'", "'unsafe-inline'"]);
      // Customers' voice notes and videos play from object URLs of files fetched with the session's headers.
      expect(policy['media-src'], path).toEqual(["'self'", 'blob:']);
    }
  });

  it('sends the usual set of security headers on every answer', async () => {
    for (const path of pages()) {
      const headers = (await site.app.request(path)).headers;
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
    }
  });

  it('allows an API on another origin when the config points a service there', async () => {
    const elsewhere = withOptions(server, {});
    const config = { ...server.config, services: { ...server.config.services, reports: 'https://reports.example.com/api/reports' } };
    const { createApp } = await import('../../app');
    const app = createApp({ db: elsewhere.db, config, logger: (await import('pino')).pino({ level: 'silent' }) });
    expect(directives((await app.request('/api/openapi.json')).headers.get('content-security-policy'))['connect-src']).toEqual(["'self'", 'https://reports.example.com']);
  });

  it('serves HTML that runs under that policy: no inline script in the pages, the sources or the build', async () => {
    const served = await Promise.all(['/', '/api/docs', `/pwa/${profileId}/`, '/pwa/not-a-profile/'].map(async (path) => [path, await (await site.app.request(path)).text()] as const));
    const built = existsSync('dist') ? readdirSync('dist').filter((file) => file.endsWith('.html')).map((file) => [`dist/${file}`, readFileSync(join('dist', file), 'utf8')] as const) : [];
    for (const [name, html] of [...served, ['index.html', source('index.html')] as const, ['webchat.html', source('webchat.html')] as const, ...built]) {
      expect(inlineScripts(html), name).toEqual([]);
    }
  });
});
