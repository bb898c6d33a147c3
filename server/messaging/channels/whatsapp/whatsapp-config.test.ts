import { describe, expect, it } from 'vitest';
import { readWhatsappConfig, WhatsappConfigError } from './whatsapp-config';

const appConfig = { graphApiVersion: 'v18.0' };

describe('readWhatsappConfig', () => {
  it('uses the sandbox when no API base is set, making up secrets nobody set', () => {
    const config = readWhatsappConfig({}, appConfig);
    expect(config).toMatchObject({ mode: 'sandbox', graphApiVersion: 'v18.0', sandbox: { seed: '1', timing: 'realistic' } });
    expect(config.appSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(readWhatsappConfig({}, appConfig).appSecret).not.toBe(config.appSecret);
  });

  it('keeps given secrets and sandbox settings', () => {
    const config = readWhatsappConfig({ WHATSAPP_API_BASE: '', WHATSAPP_APP_SECRET: 's', WHATSAPP_SANDBOX_SEED: '42', WHATSAPP_SANDBOX_TIMING: 'instant' }, appConfig);
    expect(config).toMatchObject({ mode: 'sandbox', appSecret: 's', sandbox: { seed: '42', timing: 'instant' } });
    expect(readWhatsappConfig({ WHATSAPP_SANDBOX_TIMING: 'brisk' }, appConfig)).toMatchObject({ sandbox: { timing: 'brisk' } });
  });

  it('talks to the provider when the API base is set, with all three secrets', () => {
    const env = { WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_APP_SECRET: 'a', WHATSAPP_ACCESS_TOKEN: 'b', WHATSAPP_VERIFY_TOKEN: 'c' };
    expect(readWhatsappConfig(env, appConfig)).toEqual({ mode: 'provider', apiBase: 'https://graph.facebook.com', graphApiVersion: 'v18.0', timeoutMs: 15_000, appSecret: 'a', accessToken: 'b', verifyToken: 'c', tokenKey: null, systemUserId: null, creditLineId: null });
  });

  it('gives up on an answer after WHATSAPP_API_TIMEOUT_MS, within 100 ms to 2 minutes', () => {
    expect(readWhatsappConfig({ WHATSAPP_API_TIMEOUT_MS: '2500' }, appConfig).timeoutMs).toBe(2_500);
    expect(() => readWhatsappConfig({ WHATSAPP_API_TIMEOUT_MS: '50' }, appConfig)).toThrow('WHATSAPP_API_TIMEOUT_MS');
    expect(() => readWhatsappConfig({ WHATSAPP_API_TIMEOUT_MS: 'soon' }, appConfig)).toThrow('WHATSAPP_API_TIMEOUT_MS');
  });

  it('names the missing secrets for a real provider', () => {
    const attempt = () => readWhatsappConfig({ WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_APP_SECRET: 'a', WHATSAPP_ACCESS_TOKEN: ' ' }, appConfig);
    expect(attempt).toThrow(WhatsappConfigError);
    expect(attempt).toThrow('WHATSAPP_ACCESS_TOKEN, WHATSAPP_VERIFY_TOKEN must be set too');
  });

  it('reads WHATSAPP_SYSTEM_USER_ID, digits only, and makes one up only for the sandbox', () => {
    const provider = { WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_APP_SECRET: 'a', WHATSAPP_ACCESS_TOKEN: 'b', WHATSAPP_VERIFY_TOKEN: 'c' };
    expect(readWhatsappConfig({ ...provider, WHATSAPP_SYSTEM_USER_ID: '61550000000001' }, appConfig).systemUserId).toBe('61550000000001');
    expect(readWhatsappConfig({}, appConfig).systemUserId).toBe('100000000000900');
    expect(readWhatsappConfig({ ...provider, WHATSAPP_CREDIT_LINE_ID: '1972385232742146' }, appConfig).creditLineId).toBe('1972385232742146');
    expect(readWhatsappConfig({}, appConfig).creditLineId).toBe('100000000000800');
    expect(() => readWhatsappConfig({ ...provider, WHATSAPP_SYSTEM_USER_ID: 'admin' }, appConfig)).toThrow('WHATSAPP_SYSTEM_USER_ID');
  });

  it('reads WHATSAPP_TOKEN_KEY, 32 bytes that seal business tokens, and makes one up only for the sandbox', () => {
    const key = Buffer.alloc(32, 9);
    const provider = { WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_APP_SECRET: 'a', WHATSAPP_ACCESS_TOKEN: 'b', WHATSAPP_VERIFY_TOKEN: 'c' };
    expect(readWhatsappConfig({ ...provider, WHATSAPP_TOKEN_KEY: key.toString('base64') }, appConfig).tokenKey).toEqual(key);
    expect(readWhatsappConfig({}, appConfig).tokenKey).toHaveLength(32);
    const attempt = () => readWhatsappConfig({ ...provider, WHATSAPP_TOKEN_KEY: 'secret' }, appConfig);
    expect(attempt).toThrow(WhatsappConfigError);
    expect(attempt).toThrow('WHATSAPP_TOKEN_KEY must be 32 bytes');
  });

  it('refuses a base that is not a URL and a graph version that is not one', () => {
    expect(() => readWhatsappConfig({ WHATSAPP_API_BASE: 'graph.facebook.com' }, appConfig)).toThrow('WHATSAPP_API_BASE');
    expect(() => readWhatsappConfig({ WHATSAPP_SANDBOX_TIMING: 'slow' }, appConfig)).toThrow('WHATSAPP_SANDBOX_TIMING');
    expect(() => readWhatsappConfig({}, { graphApiVersion: '18' })).toThrow('graphApiVersion');
  });
});
