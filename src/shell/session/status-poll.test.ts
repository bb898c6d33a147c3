import { describe, expect, it } from 'vitest';
import { decideStatusPoll } from './status-poll';

const alert = { title: 'Attention!', text: 'Your session is expired!', icon: 'info' };

describe('status polling (spec §4)', () => {
  it.each([
    ['active keeps polling', 'active', false, { alert: null, closeWindow: false, openLoginInNewTab: false, clearSession: false, stopPolling: false }],
    ['inactive: alert, close, clear, stop', 'inactive', false, { alert, closeWindow: true, openLoginInNewTab: false, clearSession: true, stopPolling: true }],
    ['inactive for white-label: the same', 'inactive', true, { alert, closeWindow: true, openLoginInNewTab: false, clearSession: true, stopPolling: true }],
    ['failed for white-label: the same alert', 'failed', true, { alert, closeWindow: true, openLoginInNewTab: false, clearSession: true, stopPolling: true }],
    ['failed otherwise: login in a new tab, clear, stop', 'failed', false, { alert: null, closeWindow: false, openLoginInNewTab: true, clearSession: true, stopPolling: true }],
  ] as const)('%s', (_rule, check, whitelabel, expected) => {
    expect(decideStatusPoll(check, { whitelabel })).toEqual(expected);
  });
});
