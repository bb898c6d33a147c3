import { describe, expect, it } from 'vitest';
import { readRcsConfig, type RcsConfigError } from './rcs-config';

describe('readRcsConfig', () => {
  it('uses the sandbox when RBM_API_BASE is unset, with made-up tokens and a day of time to live', () => {
    const config = readRcsConfig({});
    expect(config).toMatchObject({ mode: 'sandbox', ttlSeconds: 86_400, smsFallbackSender: null, sandbox: { seed: '1', timing: 'realistic' } });
    expect(config.clientToken).toMatch(/^[0-9a-f]{48}$/);
  });

  it('needs both tokens for Google, and refuses a time to live over 48 hours', () => {
    expect(() => readRcsConfig({ RBM_API_BASE: 'https://rcsbusinessmessaging.googleapis.com', RBM_ACCESS_TOKEN: 'a' })).toThrow(expect.objectContaining({ fields: ['RBM_CLIENT_TOKEN'] }) as RcsConfigError);
    expect(readRcsConfig({ RBM_API_BASE: 'https://rcsbusinessmessaging.googleapis.com', RBM_ACCESS_TOKEN: 'a', RBM_CLIENT_TOKEN: 'b', RCS_SMS_FALLBACK_SENDER: 'SHOPIN' })).toMatchObject({ mode: 'provider', smsFallbackSender: 'SHOPIN' });
    expect(() => readRcsConfig({ RBM_MESSAGE_TTL_SECONDS: '172801' })).toThrow(expect.objectContaining({ fields: ['RBM_MESSAGE_TTL_SECONDS'] }) as RcsConfigError);
  });
});
