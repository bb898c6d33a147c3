import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appConfig, type AppConfig } from '@/api/contracts/config';
import type { AppEnv } from './app-env';
import { securityHeaders } from './security-headers';

/**
 * Issue #32: embedded sign-up on Meta's SDK in our own console. With the sandbox SDK (our origin) the
 * headers stay as strict as ever; with Meta's, exactly its SDK origin may run scripts, its dialogs'
 * origin may be framed and called, and the login pop-up stays reachable from its opener.
 */

const shipped = appConfig.parse(JSON.parse(readFileSync(new URL('../../../public/assets/config/config.json', import.meta.url), 'utf8')));

function withSignup(sdkUrl: string, sandbox: boolean): AppConfig {
  return { ...shipped, embeddedSignup: { ...shipped.embeddedSignup!, sdkUrl, sandbox } };
}

async function headersFor(config: AppConfig) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(config));
  app.get('/', (c) => c.text('console'));
  const headers = (await app.request('/')).headers;
  const policy = Object.fromEntries(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
  return { policy, opener: headers.get('cross-origin-opener-policy') };
}

describe('security headers for embedded sign-up', () => {
  it('stay strict with the sandbox SDK, served from our own origin', async () => {
    const { policy, opener } = await headersFor(withSignup('/api/sandbox/social-login/sdk.js', true));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(opener).toBe('same-origin');
  });

  it("allow exactly Meta's SDK, its dialogs and the pop-up's opener when sign-up runs on Meta", async () => {
    const { policy, opener } = await headersFor(withSignup('https://connect.facebook.net/en_US/sdk.js', false));
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(opener).toBe('same-origin-allow-popups');
  });

  it('allow a stand-in SDK on another loopback origin for scripts, frames and calls', async () => {
    const { policy, opener } = await headersFor(withSignup('http://127.0.0.1:8199/sdk.js', false));
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:8199']);
    expect(policy['frame-src']).toEqual(["'self'", 'http://127.0.0.1:8199']);
    expect(opener).toBe('same-origin-allow-popups');
  });

  it('never open up for an SDK over plain HTTP on another host, or an address that is no URL', async () => {
    for (const sdkUrl of ['http://sdk.example/sdk.js', 'not a url']) {
      const { policy, opener } = await headersFor(withSignup(sdkUrl, false));
      expect(policy['script-src'], sdkUrl).toEqual(["'self'"]);
      expect(opener, sdkUrl).toBe('same-origin');
    }
  });
});
