import { describe, expect, it, vi } from 'vitest';
import { endServerSession, heldServerSessions, logout, type LogoutDeps } from './logout';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore } from './store';

function setup(overrides: Partial<LogoutDeps> = {}) {
  const store = createSessionStore({ storage: createMemoryStorage(), cryptoKey: 'test-key-1234' });
  store.write('session', 'sess-customer');
  store.write('username', 'beta');
  store.write('token', 'tok-customer');
  store.write('id', 2002);
  store.write('role_id', 3);
  const calls = {
    reportsLogout: vi.fn<LogoutDeps['reportsLogout']>().mockResolvedValue(undefined),
    mainLogout: vi.fn<LogoutDeps['mainLogout']>().mockResolvedValue({ status: 200 }),
  };
  const deps = { store, codes: { successCode: 200, maxSuccessCode: 206 }, ...calls, onReportsLogoutError: vi.fn(), ...overrides };
  return { store, deps, calls };
}

const asAdminInCustomer = (store: ReturnType<typeof setup>['store']) => {
  store.write('role_id', 2);
  store.write('admin_session', 'sess-admin');
  store.write('admin_username', 'root');
  store.write('admin_id', 7);
  store.write('admin_token', 'tok-admin');
  store.write('admin_role_id', 2);
};

describe('logout (spec §4)', () => {
  it('is refused while embedded sign-up is in progress, and nothing changes', async () => {
    const { store, deps } = setup();
    store.write('embedded_signup', true);
    expect(await logout(deps)).toEqual({ refused: 'embedded_signup' });
    expect(deps.reportsLogout).not.toHaveBeenCalled();
    expect(deps.mainLogout).not.toHaveBeenCalled();
    expect(store.read('session')).toBe('sess-customer');
  });

  it('calls the reports logout, then the main logout with the username', async () => {
    const { deps, calls } = setup();
    await logout(deps);
    expect(calls.reportsLogout).toHaveBeenCalledTimes(1);
    expect(calls.mainLogout).toHaveBeenCalledWith({ username: 'beta' });
    expect(calls.reportsLogout.mock.invocationCallOrder[0]).toBeLessThan(calls.mainLogout.mock.invocationCallOrder[0] ?? 0);
  });

  it.each([200, 201, 206])('status %i: clears everything and goes to the root', async (status) => {
    const { store, deps } = setup({ mainLogout: vi.fn().mockResolvedValue({ status }) });
    expect(await logout(deps)).toEqual({ navigate: '/' });
    expect([store.read('session'), store.read('token'), store.read('role_id')]).toEqual([null, null, null]);
  });

  it.each([199, 207, 500])('status %i: the logout error, nothing cleared', async (status) => {
    const { store, deps } = setup({ mainLogout: vi.fn().mockResolvedValue({ status }) });
    expect(await logout(deps)).toEqual({ error: 'logout_err_msg' });
    expect(store.read('session')).toBe('sess-customer');
  });

  it('a failing main logout call is the logout error', async () => {
    const { deps } = setup({ mainLogout: vi.fn().mockRejectedValue(new Error('network')) });
    expect(await logout(deps)).toEqual({ error: 'logout_err_msg' });
  });

  it('a failing reports logout is only reported', async () => {
    const failure = new Error('reports down');
    const { deps } = setup({ reportsLogout: vi.fn().mockRejectedValue(failure) });
    expect(await logout(deps)).toEqual({ navigate: '/' });
    expect(deps.onReportsLogoutError).toHaveBeenCalledWith(failure);
  });

  it('role 2 with an admin session: back to the administrator on customer login', async () => {
    const { store, deps } = setup();
    asAdminInCustomer(store);
    expect(await logout(deps)).toEqual({ navigate: '/customer-login' });
    expect([store.read('session'), store.read('username'), store.read('id'), store.read('token'), store.read('role_id'), store.read('admin_session')]).toEqual([
      'sess-admin', 'root', 7, 'tok-admin', 2, null,
    ]);
  });

  it('the role is admin_role_id when role_id is absent', async () => {
    const { store, deps } = setup();
    asAdminInCustomer(store);
    store.remove('role_id');
    expect(await logout(deps)).toEqual({ navigate: '/customer-login' });
  });

  it('role 3 with admin copies left over still logs out fully', async () => {
    const { store, deps } = setup();
    asAdminInCustomer(store);
    store.write('role_id', 3);
    expect(await logout(deps)).toEqual({ navigate: '/' });
    expect(store.read('admin_session')).toBeNull();
  });

  it('without a username only the local session ends', async () => {
    const { store, deps } = setup();
    store.remove('username');
    expect(await logout(deps)).toEqual({ navigate: '/' });
    expect(deps.mainLogout).not.toHaveBeenCalled();
  });
});

describe('ending the server sessions after an idle timeout (#16)', () => {
  it('finds the own session and, while acting for a customer, the administrator\'s', () => {
    const { store } = setup();
    expect(heldServerSessions(store)).toEqual([{ token: 'tok-customer', username: 'beta', session: 'sess-customer', roleId: 3 }]);
    asAdminInCustomer(store);
    expect(heldServerSessions(store).map((auth) => auth.token)).toEqual(['tok-customer', 'tok-admin']);
    expect(heldServerSessions(store)[1]).toMatchObject({ username: 'root', session: 'sess-admin', roleId: 2 });
  });

  it('ends the reports tokens, then the session, with the held credentials; a failure is reported, not thrown', async () => {
    const auth = { token: 'tok-customer', username: 'beta', session: 'sess-customer', roleId: 3 };
    const reportsLogout = vi.fn().mockRejectedValue(new Error('offline'));
    const mainLogout = vi.fn().mockResolvedValue({ status: 200 });
    const onError = vi.fn();
    await endServerSession(auth, { reportsLogout, mainLogout }, 'console.example', onError);
    expect(reportsLogout).toHaveBeenCalledWith({ sessionId: 'sess-customer', hostName: 'console.example' }, auth);
    expect(mainLogout).toHaveBeenCalledWith({ username: 'beta' }, auth);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
