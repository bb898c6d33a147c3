import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('the web chat page of a PWA profile on $name', (database) => {
  let server: TestServer;
  let site: TestServer;
  let dir: string;
  let profileId: string;

  beforeAll(async () => {
    // A stand-in for the build: the real webchat.html with no bundled script.
    dir = mkdtempSync(join(tmpdir(), 'web-chat-page-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(join(dir, 'webchat.html'), readFileSync(new URL('../../../webchat.html', import.meta.url), 'utf8'));
    server = await startTestServer(database);
    site = withOptions(server, { spaDir: dir });
    const designer = await signedIn(server, demoLogins.designer);
    const botId = await createBot(designer, 'Page bot');
    const created = await designer.call('POST', `${BOT}/pwa-profiles`, {
      body: { name: 'Page chat', bot_id: botId, app_name: 'Acme <Deals> & Co', short_name: 'Deals', theme_color: '#0A5FFF', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png', welcome_text: 'Hi </script><b>' },
    });
    profileId = created.json.id;
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the page with its manifest, theme colour, escaped title and profile', async () => {
    const response = await site.app.request(`/pwa/${profileId}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="manifest" href="/api/pwa/${profileId}/manifest.webmanifest">`);
    expect(html).toContain('<meta name="theme-color" content="#0a5fff">');
    expect(html).toContain('<title>Acme &#60;Deals&#62; &#38; Co</title>');
    expect(html).not.toContain('</script><b>');
    const profile = JSON.parse(/<script type="application\/json" id="web-chat-profile">(.*?)<\/script>/.exec(html)![1]!);
    expect(profile).toEqual({ id: profileId, app_name: 'Acme <Deals> & Co', theme_color: '#0a5fff', welcome_text: 'Hi </script><b>' });

    const manifest = (await (await site.app.request(`/api/pwa/${profileId}/manifest.webmanifest`)).json()) as { start_url: string; scope: string };
    expect([manifest.start_url, manifest.scope]).toEqual([`/pwa/${profileId}/`, `/pwa/${profileId}/`]);
  });

  it('serves a pass-through service worker in the page scope', async () => {
    const response = await site.app.request(`/pwa/${profileId}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain("addEventListener('fetch'");
  });

  it('redirects the address without a slash, and answers 404 pages for unknown profiles', async () => {
    const redirect = await site.app.request(`/pwa/${profileId}`);
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, `/pwa/${profileId}/`]);
    for (const path of [`/pwa/${MISSING}/`, '/pwa/not-a-uuid/', `/pwa/${MISSING}/sw.js`]) expect((await site.app.request(path)).status, path).toBe(404);
  });
});
