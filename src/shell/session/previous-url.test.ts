import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { rememberPreviousUrl, shouldRememberUrl } from './previous-url';
import { createSessionStore } from './store';

describe('previous URL (spec §4 Framing)', () => {
  it.each([
    ['https://c.example/#/chatbot/flow-list', true],
    ['https://c.example/#/whatsapp-campaign/edit-template-message/abc', true],
    ['https://c.example/#/chatbot/edit-flow/12', false],
    ['https://c.example/#/chatbot/enterpriseapi/enterpriseapi-edit?id=3', false],
    ['https://c.example/#/chatbot/edit-bot/9', false],
    ['https://c.example/#/chatbot/edit-intent', false],
  ])('%s remembered: %s', (url, expected) => {
    expect(shouldRememberUrl(url)).toBe(expected);
  });

  it('stores the URL sealed, and skips the excluded pages', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage, cryptoKey: 'test-key-1234' });
    rememberPreviousUrl(store, 'https://c.example/#/home');
    rememberPreviousUrl(store, 'https://c.example/#/chatbot/edit-bot/9');
    expect(store.read('prev_url')).toBe('https://c.example/#/home');
    expect(storage.getItem('prev_url')).not.toContain('home');
  });
});
