import { describe, expect, it } from 'vitest';
import { answerWebhookChallenge, signWebhookBody, verifyWebhookSignature } from './webhook-signature';

const body = '{"object":"whatsapp_business_account","entry":[]}';
const secret = 'app-secret-1';

describe('verifyWebhookSignature', () => {
  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    // Known answer computed independently: printf '%s' "$body" | openssl dgst -sha256 -hmac app-secret-1
    expect(signWebhookBody(body, secret)).toBe('sha256=0ca28c0f1996234eb6829e59ad3c11a18161f6eb043943d601e420c312432cdf');
    expect(verifyWebhookSignature(body, signWebhookBody(body, secret), secret)).toEqual({ ok: true });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhookSignature(body, signWebhookBody(body, 'other-secret'), secret)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a body changed after signing, even by whitespace', () => {
    expect(verifyWebhookSignature(`${body} `, signWebhookBody(body, secret), secret)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature(body, undefined, secret)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhookSignature(body, '', secret)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhookSignature(body, 'sha1=abc', secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhookSignature(body, 'sha256=zz', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('answerWebhookChallenge', () => {
  const query = (params: Record<string, string>) => new URLSearchParams(params);

  it('echoes the challenge for a subscribe with our verify token', () => {
    expect(answerWebhookChallenge(query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'tok', 'hub.challenge': '1158201444' }), 'tok')).toBe('1158201444');
  });

  it('answers nothing for a wrong token or mode', () => {
    expect(answerWebhookChallenge(query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' }), 'tok')).toBeNull();
    expect(answerWebhookChallenge(query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'tok', 'hub.challenge': '1' }), 'tok')).toBeNull();
    expect(answerWebhookChallenge(query({ 'hub.challenge': '1' }), 'tok')).toBeNull();
  });
});
