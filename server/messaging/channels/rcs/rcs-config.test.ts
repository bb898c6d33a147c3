import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRcsConfig, RcsConfigError } from './rcs-config';

const google = { RBM_API_BASE: 'https://rcsbusinessmessaging.googleapis.com', RBM_CLIENT_TOKEN: 'b' };
const dir = mkdtempSync(join(tmpdir(), 'rbm-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function keyFile(name: string, content: string) {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The error readRcsConfig throws for these settings. */
function refusal(env: Record<string, string>): RcsConfigError {
  try {
    readRcsConfig(env);
  } catch (error) {
    if (error instanceof RcsConfigError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('readRcsConfig', () => {
  it('uses the sandbox when RBM_API_BASE is unset, with a made-up client token, hour-long tokens and a day of time to live', () => {
    const config = readRcsConfig({});
    expect(config).toMatchObject({ mode: 'sandbox', ttlSeconds: 86_400, smsFallbackSender: null, sandbox: { seed: '1', timing: 'realistic', tokenLifetimeSeconds: 3600 } });
    expect(config.clientToken).toMatch(/^[0-9a-f]{48}$/);
    expect(readRcsConfig({ RBM_SANDBOX_TOKEN_SECONDS: '2' })).toMatchObject({ sandbox: { tokenLifetimeSeconds: 2 } });
  });

  it('needs the client token for Google, and refuses a time to live over 48 hours', () => {
    expect(refusal({ RBM_API_BASE: google.RBM_API_BASE, RBM_ACCESS_TOKEN: 'a' }).fields).toEqual(['RBM_CLIENT_TOKEN']);
    expect(readRcsConfig({ ...google, RBM_ACCESS_TOKEN: 'a', RCS_SMS_FALLBACK_SENDER: 'SHOPIN' })).toMatchObject({ mode: 'provider', auth: { kind: 'token', accessToken: 'a' }, smsFallbackSender: 'SHOPIN' });
    expect(refusal({ RBM_MESSAGE_TTL_SECONDS: '172801' }).fields).toEqual(['RBM_MESSAGE_TTL_SECONDS']);
  });

  it('reads the service-account key file for Google, with Google’s token URL when the file names none', () => {
    const path = keyFile('key.json', JSON.stringify({ type: 'service_account', project_id: 'p', client_email: 'agent@p.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n' }));
    expect(readRcsConfig({ ...google, RBM_SERVICE_ACCOUNT_KEY_FILE: path })).toMatchObject({
      mode: 'provider',
      auth: { kind: 'service-account', key: { client_email: 'agent@p.iam.gserviceaccount.com', token_uri: 'https://oauth2.googleapis.com/token' } },
    });
  });

  it('refuses to start, naming RBM_SERVICE_ACCOUNT_KEY_FILE, when the key file is missing, unset, not JSON or not a key, and never prints the key', () => {
    const missing = refusal({ ...google, RBM_SERVICE_ACCOUNT_KEY_FILE: join(dir, 'nowhere.json') });
    expect([missing.fields, missing.message]).toEqual([['RBM_SERVICE_ACCOUNT_KEY_FILE'], `RBM_SERVICE_ACCOUNT_KEY_FILE: cannot read ${join(dir, 'nowhere.json')} (no such file)`]);
    expect(refusal(google)).toMatchObject({ fields: ['RBM_SERVICE_ACCOUNT_KEY_FILE'], message: expect.stringContaining('RBM_API_BASE is set') as string });
    expect(refusal({ ...google, RBM_SERVICE_ACCOUNT_KEY_FILE: keyFile('text.json', 'not json') }).message).toContain('is not JSON');
    const userKey = refusal({ ...google, RBM_SERVICE_ACCOUNT_KEY_FILE: keyFile('user.json', JSON.stringify({ type: 'authorized_user', client_email: 'x', private_key: 'SECRET PART' })) });
    expect(userKey.fields).toEqual(['RBM_SERVICE_ACCOUNT_KEY_FILE']);
    expect(userKey.message).toContain('is not a service-account key: type');
    expect(userKey.message).not.toContain('SECRET PART');
    expect(refusal({ ...google, RBM_SERVICE_ACCOUNT_KEY_FILE: 'k.json', RBM_ACCESS_TOKEN: 'a' }).fields).toEqual(['RBM_SERVICE_ACCOUNT_KEY_FILE', 'RBM_ACCESS_TOKEN']);
  });
});
