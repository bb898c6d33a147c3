import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestConfig } from '../../testing/test-server';
import type { AppEnv } from './app-env';
import { XSRF_COOKIE, xsrf } from './xsrf';
import { ASKED_AGAIN, KEPT_FOR_GOOD, mountSpa } from './spa';

/** A console build as Vite lays it out: hashed files in assets/, public/'s folders beside them. */
function fakeBuild(dir: string) {
  mkdirSync(join(dir, 'assets/i18n'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-BZeW9DM-.js"></script>');
  writeFileSync(join(dir, 'assets/index-BZeW9DM-.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets/index-qSIrTvHQ.css'), 'body{}');
  writeFileSync(join(dir, 'assets/i18n/en.json'), '{"hello":"Hello"}');
}

describe('the built console over HTTP', () => {
  let dir: string;
  const app = new Hono<AppEnv>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-caching-'));
    fakeBuild(dir);
    app.use('*', xsrf({ trustProxy: false }));
    mountSpa(app, dir, loadTestConfig(), pino({ level: 'silent' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets the browser keep content-hashed scripts and styles for good, so a new tab loads them from its cache', async () => {
    for (const path of ['/assets/index-BZeW9DM-.js', '/assets/index-qSIrTvHQ.css']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(KEPT_FOR_GOOD);
    }
  });

  it('has the browser ask again for the page, the config and the language files, and answers 304 when they did not change', async () => {
    for (const path of ['/', '/assets/i18n/en.json', '/assets/config/config.json']) {
      const first = await app.request(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(ASKED_AGAIN);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[0-9a-f]+"$/);
      const again = await app.request(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
    }
  });

  it('hands out the XSRF cookie with a 304, as a browser that kept the page has lost its session cookies', async () => {
    const tag = (await app.request('/')).headers.get('etag')!;
    const again = await app.request('/', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('set-cookie')).toMatch(new RegExp(`^${XSRF_COOKIE}=\\w+`));
  });

  it('answers a changed file in full with a new tag', async () => {
    const tag = (await app.request('/assets/i18n/en.json')).headers.get('etag')!;
    writeFileSync(join(dir, 'assets/i18n/en.json'), '{"hello":"Hi"}');
    const changed = await app.request('/assets/i18n/en.json', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ hello: 'Hi' });
    expect(changed.headers.get('etag')).not.toBe(tag);
  });
});
