import { describe, expect, it } from 'vitest';
import { dialogOrigins, listenForSessionInfo, readSessionInfo } from './session-info';

const meta = dialogOrigins('https://connect.facebook.net/en_US/sdk.js', 'https://console.example/');
const finish = JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', version: '3', data: { phone_number_id: '106540352242922', waba_id: '524126980791429' } });

describe("embedded sign-up's session info", () => {
  it("trusts Facebook's dialog origins for Meta's SDK, and a stand-in SDK's own origin", () => {
    expect(meta).toEqual(['https://www.facebook.com', 'https://web.facebook.com']);
    expect(dialogOrigins('http://127.0.0.1:8186/sdk.js', 'http://127.0.0.1:8185/')).toEqual(['http://127.0.0.1:8186']);
    expect(dialogOrigins('/api/sandbox/social-login/sdk.js', 'http://127.0.0.1:8181/#/home')).toEqual(['http://127.0.0.1:8181']);
  });

  it('reads the WABA and number of a FINISH, as a JSON string or an object, and only from the dialog', () => {
    expect(readSessionInfo({ origin: 'https://www.facebook.com', data: finish }, meta)).toEqual({ wabaId: '524126980791429', phoneNumberId: '106540352242922' });
    expect(readSessionInfo({ origin: 'https://web.facebook.com', data: JSON.parse(finish) }, meta)).toMatchObject({ wabaId: '524126980791429' });
    expect(readSessionInfo({ origin: 'https://www.facebook.com', data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH_ONLY_WABA', data: { waba_id: '1' } }) }, meta)).toEqual({ wabaId: '1' });
    expect(readSessionInfo({ origin: 'https://evil.example', data: finish }, meta)).toBeNull();
    expect(readSessionInfo({ origin: 'https://www.facebook.com', data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } }) }, meta)).toBeNull();
    expect(readSessionInfo({ origin: 'https://www.facebook.com', data: '{not json' }, meta)).toBeNull();
    expect(readSessionInfo({ origin: 'https://www.facebook.com', data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: { waba_id: '1; drop' } }) }, meta)).toBeNull();
  });

  it('keeps the last one seen while listening, and nothing after it stops', () => {
    const target = new EventTarget();
    const listening = listenForSessionInfo(target as unknown as Window, meta);
    target.dispatchEvent(new MessageEvent('message', { origin: 'https://www.facebook.com', data: finish }));
    target.dispatchEvent(new MessageEvent('message', { origin: 'https://www.facebook.com', data: 'unrelated' }));
    expect(listening.latest()).toEqual({ wabaId: '524126980791429', phoneNumberId: '106540352242922' });
    listening.stop();
    target.dispatchEvent(new MessageEvent('message', { origin: 'https://www.facebook.com', data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: { waba_id: '2' } }) }));
    expect(listening.latest()?.wabaId).toBe('524126980791429');
  });
});
