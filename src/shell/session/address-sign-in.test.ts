import { describe, expect, it, vi } from 'vitest';
import { guard } from '@/shell/access/guard';
import { readAccessContext } from './access-context';
import { parseSignInParams } from './address-params';
import { signInFromAddress, type AddressSignInDeps } from './address-sign-in';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore } from './store';

const codes = { successCode: 200, maxSuccessCode: 206 };
const query = 'session=s1&token=t1&username=acme&esme=1001&role_id=3&services=1,2&whitelabel=0&loginName=Acme&user_session=u1';
const at = (route: string, extra = '') => `https://console.example/#${route}?${query}${extra}`;
const address = (route: string, extra = '') => {
  const parsed = parseSignInParams(at(route, extra));
  if (!parsed) throw new Error('test address must parse');
  return parsed;
};

function setup(overrides: Partial<AddressSignInDeps> = {}) {
  const store = createSessionStore({ storage: createMemoryStorage(), cryptoKey: 'test-key-1234' });
  const deps = {
    store,
    codes,
    verify: vi.fn<AddressSignInDeps['verify']>().mockResolvedValue({ status: 200 }),
    userStatus: vi.fn<AddressSignInDeps['userStatus']>().mockResolvedValue({ status: 'active' }),
    closeWindow: vi.fn(),
    ...overrides,
  };
  return { store, deps };
}

describe('parseSignInParams', () => {
  it('reads the parameters after the hash route and strips them from the path', () => {
    expect(parseSignInParams(at('/whatsapp-campaign/report', '&profile_name=ops'))).toEqual({
      path: '/whatsapp-campaign/report',
      params: { session: 's1', token: 't1', username: 'acme', esme: '1001', loginName: 'Acme', whitelabel: '0', services: '1,2', role_id: '3', profile_name: 'ops', user_session: 'u1' },
    });
  });

  it('reads parameters placed before the hash too', () => {
    expect(parseSignInParams('https://console.example/?session=s&token=t&username=u&esme=9#/home')?.path).toBe('/home');
  });

  it.each(['session', 'token', 'username', 'esme'])('needs %s', (name) => {
    expect(parseSignInParams(at('/home').replace(new RegExp(`${name}=[^&]*`), `${name}=`))).toBeNull();
  });
});

describe('signInFromAddress (spec §4)', () => {
  it('stores the session from the address', async () => {
    const { store, deps } = setup();
    await signInFromAddress(address('/home'), deps);
    expect([store.read('session'), store.read('token'), store.read('username'), store.read('id'), store.read('role_id'), store.read('services'), store.read('whitelabel'), store.read('loginName'), store.read('user_sess')]).toEqual([
      's1', 't1', 'acme', 1001, 3, '1,2', false, 'Acme', 'u1',
    ]);
  });

  it("an address without services opens WhatsApp and RCS, spec §6's default '1,2', not every area", async () => {
    const { store, deps } = setup();
    const parsed = parseSignInParams(at('/home').replace('&services=1,2', ''));
    if (!parsed) throw new Error('test address must parse');
    await signInFromAddress(parsed, deps);
    expect(store.read('services')).toBe('1,2');
    const ctx = readAccessContext(store);
    expect(['/whatsapp-campaign/send-whatsapp', '/campaign-management/campaigns-creation', '/chatbot/flow-list'].map((path) => guard(path, ctx))).toEqual([
      { allow: true },
      { allow: true },
      { allow: false, redirectTo: '/home' },
    ]);
  });

  it.each([
    ['role 2 stays on customer login', '2', '/customer-login'],
    ['role 1 goes to the user list', '1', '/user-list'],
    ['role 3 goes home', '3', '/home'],
  ])('customer-login address: %s, without verification', async (_rule, roleId, expected) => {
    const { deps } = setup();
    const decision = await signInFromAddress(address('/customer-login', `&role_id=${roleId}`), deps);
    expect(decision).toEqual({ navigate: expected });
    expect(deps.verify).not.toHaveBeenCalled();
  });

  it('a user-list address goes to the user list without verification', async () => {
    const { deps } = setup();
    expect(await signInFromAddress(address('/user-list'), deps)).toEqual({ navigate: '/user-list' });
    expect(deps.verify).not.toHaveBeenCalled();
  });

  it('verifies the token with the address values', async () => {
    const { deps } = setup();
    await signInFromAddress(address('/home', '&profile_name=ops'), deps);
    expect(deps.verify).toHaveBeenCalledWith({ uname: 'acme', session: 's1', token: 't1', esme: '1001', profile_name: 'ops' });
    expect(deps.userStatus).toHaveBeenCalledWith({ id: '1001', token: 't1', esme: '1001' });
  });

  it('active without a profile: the requested path, query stripped', async () => {
    const { deps } = setup();
    expect(await signInFromAddress(address('/chatbot/flow-list'), deps)).toEqual({ navigate: '/chatbot/flow-list' });
  });

  it('active with a profile: its first permitted page, and the profile is stored', async () => {
    const profile = { data: [{ subsvc: 'Profiles', permissions: 'R' }] };
    const { store, deps } = setup({ verify: vi.fn().mockResolvedValue({ status: 200, profile_details: profile, profile_id: 'p-1' }) });
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/whatsapp-campaign/profile' });
    expect([store.read('permission'), store.read('isProfile'), store.read('profile_id')]).toEqual([profile, true, 'p-1']);
  });

  it('active with a CampaignManager profile: the requested path', async () => {
    const { deps } = setup({ verify: vi.fn().mockResolvedValue({ status: 200, profile_details: { data: [{ subsvc: 'CampaignManager', permissions: 'C,M' }] } }) });
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/home' });
  });

  it.each([
    ['the call fails', vi.fn().mockRejectedValue(new Error('401'))],
    ['the status is not success', vi.fn().mockResolvedValue({ status: 401 })],
  ])('verification failure (%s) clears the session silently and goes to login', async (_case, verify) => {
    const { store, deps } = setup({ verify });
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/login' });
    expect([store.read('session'), store.read('token')]).toEqual([null, null]);
    expect(deps.userStatus).not.toHaveBeenCalled();
  });

  it.each([
    ['inactive', vi.fn().mockResolvedValue({ status: 'inactive' })],
    ['the status call fails', vi.fn().mockRejectedValue(new Error('500'))],
  ])('%s: the session is cleared and login opens', async (_case, userStatus) => {
    const { store, deps } = setup({ userStatus });
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/login' });
    expect(store.read('session')).toBeNull();
    expect(deps.closeWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['inactive', vi.fn().mockResolvedValue({ status: 'inactive' })],
    ['the status call fails', vi.fn().mockRejectedValue(new Error('500'))],
  ])('%s for a white-label customer: the window closes', async (_case, userStatus) => {
    const { deps } = setup({ userStatus });
    expect(await signInFromAddress(address('/home', '&whitelabel=1'), deps)).toEqual({ closeWindow: true });
    expect(deps.closeWindow).toHaveBeenCalledTimes(1);
  });

  it('inactive is ignored while embedded sign-up is in progress', async () => {
    const { store, deps } = setup({ userStatus: vi.fn().mockResolvedValue({ status: 'inactive' }) });
    store.write('embedded_signup', true);
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/home' });
  });

  it('a failed status call is not ignored during embedded sign-up', async () => {
    const { store, deps } = setup({ userStatus: vi.fn().mockRejectedValue(new Error('500')) });
    store.write('embedded_signup', true);
    expect(await signInFromAddress(address('/home'), deps)).toEqual({ navigate: '/login' });
  });

  it('forgets an earlier administrator session', async () => {
    const { store, deps } = setup();
    store.write('admin_session', 'old');
    await signInFromAddress(address('/home'), deps);
    expect(store.read('admin_session')).toBeNull();
  });
});
