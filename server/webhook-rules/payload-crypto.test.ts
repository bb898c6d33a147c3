import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, newRuleSecret, signBody, verifyBody } from './payload-crypto';

describe('webhook payload encryption and signature', () => {
  const secret = newRuleSecret();
  const plain = JSON.stringify({ category: 'MESSAGE_STATUS', event: { status: 'delivered', recipient: '+971500000777' } });

  it.each(['AES-256-GCM', 'AES-256-CBC'] as const)('%s round-trips with the rule secret, with a fresh iv each time', (algorithm) => {
    const first = encryptPayload(plain, secret, algorithm);
    const second = encryptPayload(plain, secret, algorithm);
    expect(first).toMatchObject({ encrypted: true, algorithm });
    expect(first.data).not.toContain('delivered');
    expect(first.iv).not.toBe(second.iv);
    expect(decryptPayload(first, secret)).toBe(plain);
    // Another secret never reads the payload. GCM refuses it by its tag; CBC has none, and about one wrong key in
    // 256 leaves a padding that looks valid, so CBC may answer bytes instead of throwing: never the payload.
    const withAnotherSecret = () => decryptPayload(first, newRuleSecret());
    if (algorithm === 'AES-256-GCM') expect(withAnotherSecret).toThrow();
    else expect((() => { try { return withAnotherSecret(); } catch { return undefined; } })()).not.toBe(plain);
  });

  it('GCM refuses a tampered ciphertext', () => {
    const envelope = encryptPayload(plain, secret, 'AES-256-GCM');
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptPayload({ ...envelope, data: bytes.toString('base64') }, secret)).toThrow();
  });

  it('signs the exact body: the header verifies, a changed body or another secret does not', () => {
    const header = signBody(plain, secret);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyBody(plain, secret, header)).toBe(true);
    expect(verifyBody(`${plain} `, secret, header)).toBe(false);
    expect(verifyBody(plain, newRuleSecret(), header)).toBe(false);
    expect(verifyBody(plain, secret, undefined)).toBe(false);
  });
});
