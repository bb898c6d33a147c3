import { describe, expect, it } from 'vitest';
import { isSignedIn, landingFor, redirectForSignedIn } from './roles';

const role = (roleId: number | null, hasAdminSession = false) => ({ roleId, hasAdminSession });

describe('landing by role (spec §6)', () => {
  it.each([
    ['role 1 lands on the user list', role(1), '/user-list'],
    ['role 2 without admin session lands on customer login', role(2), '/customer-login'],
    ['role 2 with admin session lands on home', role(2, true), '/home'],
    ['role 3 lands on home', role(3), '/home'],
    ['role 0 (others) lands on home', role(0), '/home'],
    ['no role lands on home', role(null), '/home'],
    [
      'a profile without CampaignManager lands on its first permitted page',
      { ...role(3), permission: { data: [{ subsvc: 'TemplateManagement', permissions: 'C,M' }, { subsvc: 'Reports', permissions: 'C,M,S' }] } },
      '/whatsapp-campaign/report',
    ],
    ['a profile with CampaignManager lands on home', { ...role(3), permission: { data: [{ subsvc: 'CampaignManager', permissions: 'C,M' }] } }, '/home'],
  ])('%s', (_rule, ctx, expected) => {
    expect(landingFor(ctx)).toBe(expected);
  });
});

describe('redirects by role when signed in (spec §4)', () => {
  it.each([
    ['/login: role 2 without admin session goes to customer login', '/login', role(2), '/customer-login'],
    ['/login: role 1 goes to the user list', '/login', role(1), '/user-list'],
    ['/login: role 2 with admin session goes home', '/login', role(2, true), '/home'],
    ['/login: role 3 goes home', '/login', role(3), '/home'],
    ['/login: role 0 goes home', '/login', role(0), '/home'],
    ['/login/enterprise goes home, whatever the role', '/login/enterprise', role(1), '/home'],
    ['/user-list: role 2 without admin session goes to customer login', '/user-list', role(2), '/customer-login'],
    ['/user-list: role 2 with admin session goes home', '/user-list', role(2, true), '/home'],
    ['/user-list: role 3 goes home', '/user-list', role(3), '/home'],
    ['/user-list: role 1 stays', '/user-list', role(1), null],
    ['/user-list children follow the same rule', '/user-list/create-user', role(3), '/home'],
    ['/customer-login: role 1 goes to the user list', '/customer-login', role(1), '/user-list'],
    ['/customer-login: role 2 with admin session goes home', '/customer-login', role(2, true), '/home'],
    ['/customer-login: role 3 goes home', '/customer-login', role(3), '/home'],
    ['/customer-login: role 2 without admin session stays', '/customer-login', role(2), null],
    ['/chatbot/settings: role 2 without admin session goes to customer login', '/chatbot/settings', role(2), '/customer-login'],
    ['/chatbot/settings: role 1 goes to the user list', '/chatbot/settings', role(1), '/user-list'],
    ['/chatbot/settings: role 3 stays', '/chatbot/settings', role(3), null],
    ['the root goes to the landing page', '/', role(3), '/home'],
    ['other paths stay', '/whatsapp-campaign/report', role(1), null],
    ['a query and trailing slash do not matter', '/login/?x=1', role(1), '/user-list'],
  ])('%s', (_rule, path, ctx, expected) => {
    expect(redirectForSignedIn(path, ctx)).toBe(expected);
  });

  it('reads sign-in from the context', () => {
    expect([isSignedIn({ signedIn: true }), isSignedIn({ signedIn: false })]).toEqual([true, false]);
  });
});
