import { describe, expect, it, vi } from 'vitest';
import { decryptId, decryptText } from '@/api/crypto';
import { sessionKeys, type SessionKey, type SessionValues } from './keys';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore } from './store';

const cryptoKey = 'test-key-1234';
const open = () => {
  const storage = createMemoryStorage();
  return { storage, store: createSessionStore({ storage, cryptoKey }) };
};

/** A sample value for every key of spec §3. */
const samples: SessionValues = {
  session: 'sess-42',
  username: 'acme',
  token: 'tok-1',
  id: 1001,
  services: '1,2',
  whitelabel: true,
  logo: 'logo.png',
  loginName: 'Acme Ltd',
  role_id: 3,
  profile_name: 'ops',
  profile_id: 'p-7',
  permission: { data: [{ subsvc: 'Reports', permissions: 'R' }] },
  isLounge: true,
  isProfile: false,
  user_sess: 'us-9',
  prev_url: '/#/home',
  uname: 'Acme',
  embedded_signup: true,
  clearsess: 'old-session',
  error: true,
  contactScrubbing: false,
  userType: 'M',
  admin_session: 'admin-sess',
  admin_username: 'root',
  admin_id: 7,
  admin_token: 'admin-tok',
  admin_role_id: 2,
};
const keys = Object.keys(sessionKeys) as SessionKey[];

describe('session store', () => {
  it('declares exactly the keys of spec §3', () => {
    expect(keys).toEqual(Object.keys(samples));
  });

  it.each(keys)('round-trips %s', (key) => {
    const { store } = open();
    store.write(key, samples[key]);
    expect(store.read(key)).toEqual(samples[key]);
  });

  it('seals these keys at rest and leaves the rest readable', () => {
    const { storage, store } = open();
    keys.forEach((key) => store.write(key, samples[key]));
    const sealed = keys.filter((key) => storage.getItem(key) !== sessionKeys[key].format(samples[key] as never));
    expect(sealed).toEqual(['session', 'username', 'id', 'user_sess', 'prev_url', 'uname', 'clearsess', 'admin_session', 'admin_username', 'admin_id']);
  });

  it('seals text with the configured key and ids with the derived key', () => {
    const { storage, store } = open();
    store.write('username', 'acme');
    store.write('id', 1001);
    expect(decryptText(storage.getItem('username') ?? '', cryptoKey)).toBe('acme');
    expect(decryptId(storage.getItem('id') ?? '', cryptoKey)).toBe('1001');
  });

  it('reads a value it cannot unseal or parse as absent', () => {
    const { storage, store } = open();
    storage.setItem('username', 'not-sealed');
    storage.setItem('role_id', 'abc');
    storage.setItem('permission', '{"data":"x"}');
    storage.setItem('isLounge', 'yes');
    expect([store.read('username'), store.read('role_id'), store.read('permission'), store.read('isLounge')]).toEqual([null, null, null, null]);
  });

  it('reads another key as absent when sealed with another passphrase', () => {
    const storage = createMemoryStorage();
    createSessionStore({ storage, cryptoKey: 'other-key-1' }).write('session', 's');
    expect(createSessionStore({ storage, cryptoKey }).read('session')).toBeNull();
  });

  it('keeps the portal spelling of the white-label flag', () => {
    const { storage, store } = open();
    store.write('whitelabel', true);
    expect(storage.getItem('whitelabel')).toBe('1');
    storage.setItem('whitelabel', '0');
    expect(store.read('whitelabel')).toBe(false);
  });

  it('removes and clears', () => {
    const { storage, store } = open();
    store.write('token', 't');
    store.write('services', '1');
    store.remove('token');
    expect([store.read('token'), store.read('services')]).toEqual([null, '1']);
    store.clear();
    expect(storage.length).toBe(0);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { store } = open();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.version();
    store.write('token', 't');
    store.remove('token');
    store.clear();
    unsubscribe();
    store.write('token', 'again');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.version()).toBe(before + 4);
  });
});
