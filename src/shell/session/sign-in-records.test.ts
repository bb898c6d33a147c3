import { describe, expect, it } from 'vitest';
import type { EnterpriseLoginData } from '@/api/contracts/auth';
import { readAccessContext } from './access-context';
import { createMemoryStorage } from './memory-storage';
import { beginImpersonation, endImpersonation, saveEnterpriseLogin } from './sign-in-records';
import { createSessionStore, type SessionStore } from './store';

const open = () => createSessionStore({ storage: createMemoryStorage(), cryptoKey: 'test-key-1234' });

const login: EnterpriseLoginData = {
  esme: 1001,
  username: 'acme_user',
  token: 'tok-admin',
  session: 'sess-admin',
  role_id: 2,
  services: '1,2',
  whitelabel: '0',
  loginName: 'Acme',
  isLounge: false,
};

const customer = {
  esme: 2002,
  username: 'beta',
  token: 'tok-beta',
  session: 'sess-beta',
  role_id: 2,
  services: '3',
  whitelabel: '1',
  loginName: 'Beta',
  IP: { message: 'scrub' },
};

const snapshot = (store: SessionStore) => ({
  session: store.read('session'),
  username: store.read('username'),
  id: store.read('id'),
  token: store.read('token'),
  role_id: store.read('role_id'),
  admin_session: store.read('admin_session'),
  admin_username: store.read('admin_username'),
  admin_id: store.read('admin_id'),
  admin_token: store.read('admin_token'),
  admin_role_id: store.read('admin_role_id'),
});

describe('saving an enterprise login (spec §3 "After login")', () => {
  it('writes the login values', () => {
    const store = open();
    saveEnterpriseLogin(store, login, 'Acme_User');
    expect({
      id: store.read('id'),
      username: store.read('username'),
      uname: store.read('uname'),
      token: store.read('token'),
      session: store.read('session'),
      contactScrubbing: store.read('contactScrubbing'),
      role_id: store.read('role_id'),
      services: store.read('services'),
      whitelabel: store.read('whitelabel'),
      loginName: store.read('loginName'),
      isLounge: store.read('isLounge'),
      isProfile: store.read('isProfile'),
      permission: store.read('permission'),
    }).toEqual({
      id: 1001,
      username: 'acme_user',
      uname: 'Acme_User',
      token: 'tok-admin',
      session: 'sess-admin',
      contactScrubbing: false,
      role_id: 2,
      services: '1,2',
      whitelabel: false,
      loginName: 'Acme',
      isLounge: false,
      isProfile: null,
      permission: null,
    });
  });

  it('turns contact scrubbing on when the IP carries a message', () => {
    const store = open();
    saveEnterpriseLogin(store, { ...login, IP: { message: 'scrubbing enabled' } }, 'acme');
    expect(store.read('contactScrubbing')).toBe(true);
  });

  it('stores the profile with its maker-checker type', () => {
    const store = open();
    const permission = { data: [{ subsvc: 'CampaignManager', permissions: 'C,M,S' }] };
    saveEnterpriseLogin(store, { ...login, isLounge: true, profile_name: 'ops', profile_id: 'p-1', permission }, 'acme');
    expect([store.read('permission'), store.read('isProfile'), store.read('userType'), store.read('profile_name'), store.read('profile_id')]).toEqual([permission, true, 'C', 'ops', 'p-1']);
  });

  it('drops whatever the previous sign-in left', () => {
    const store = open();
    store.write('admin_session', 'stale');
    store.write('userType', 'M');
    saveEnterpriseLogin(store, login, 'acme');
    expect([store.read('admin_session'), store.read('userType')]).toEqual([null, null]);
  });
});

describe('admin impersonation (spec §4)', () => {
  it('saves the admin copies, then makes the customer current', () => {
    const store = open();
    saveEnterpriseLogin(store, login, 'acme');
    beginImpersonation(store, customer);
    expect(snapshot(store)).toEqual({
      session: 'sess-beta',
      username: 'beta',
      id: 2002,
      token: 'tok-beta',
      role_id: 2,
      admin_session: 'sess-admin',
      admin_username: 'acme_user',
      admin_id: 1001,
      admin_token: 'tok-admin',
      admin_role_id: 2,
    });
    expect([store.read('services'), store.read('whitelabel'), store.read('contactScrubbing')]).toEqual(['3', true, true]);
    expect(readAccessContext(store)).toMatchObject({ signedIn: true, roleId: 2, hasAdminSession: true });
  });

  it('opening a second customer keeps the administrator saved', () => {
    const store = open();
    saveEnterpriseLogin(store, login, 'acme');
    beginImpersonation(store, customer);
    beginImpersonation(store, { ...customer, session: 'sess-gamma', esme: 3003 });
    expect([store.read('admin_session'), store.read('admin_id'), store.read('session')]).toEqual(['sess-admin', 1001, 'sess-gamma']);
  });

  it('restores the administrator and forgets the customer', () => {
    const store = open();
    saveEnterpriseLogin(store, login, 'acme');
    beginImpersonation(store, customer);
    endImpersonation(store);
    expect(snapshot(store)).toEqual({
      session: 'sess-admin',
      username: 'acme_user',
      id: 1001,
      token: 'tok-admin',
      role_id: 2,
      admin_session: null,
      admin_username: null,
      admin_id: null,
      admin_token: null,
      admin_role_id: null,
    });
    expect([store.read('services'), store.read('contactScrubbing')]).toEqual([null, null]);
    expect(readAccessContext(store)).toMatchObject({ signedIn: true, roleId: 2, hasAdminSession: false });
  });
});

describe('the access context read from the session', () => {
  it('falls back to admin_role_id and reads absent flags as off, contact scrubbing as on', () => {
    const store = open();
    store.write('session', 's');
    store.write('token', 't');
    store.write('admin_role_id', 2);
    expect(readAccessContext(store)).toEqual({
      signedIn: true,
      roleId: 2,
      hasAdminSession: false,
      services: null,
      permission: null,
      isLounge: false,
      isProfile: false,
      whitelabel: false,
      contactScrubbing: true,
    });
  });

  it('is signed out without a session or a token', () => {
    const store = open();
    store.write('session', 's');
    expect(readAccessContext(store).signedIn).toBe(false);
  });
});
