import { describe, expect, it } from 'vitest';
import { guard } from './guard';
import { signedInContext, signedOutContext } from './testing/access-context';

const signedOut = signedOutContext;
const signedIn = signedInContext;

describe('guard (spec §2, §4)', () => {
  it.each([
    ['signed out: /login is public', '/login', signedOut, { allow: true }],
    ['signed out: /login/sandbox is public', '/login/sandbox', signedOut, { allow: true }],
    ['signed out: /login/enterprise is public', '/login/enterprise', signedOut, { allow: true }],
    ['signed out: /customer-login is public', '/customer-login', signedOut, { allow: true }],
    ['signed out: /alert is public', '/alert', signedOut, { allow: true }],
    ['signed out: the root goes to login', '/', signedOut, { allow: false, redirectTo: '/login' }],
    ['signed out: any other path goes to login', '/whatsapp-campaign/report', signedOut, { allow: false, redirectTo: '/login' }],
    ['signed out: an unknown path goes to login', '/nowhere', signedOut, { allow: false, redirectTo: '/login' }],
    ['signed in: a role redirect wins', '/login', signedIn({ roleId: 1 }), { allow: false, redirectTo: '/user-list' }],
    ['signed in: an open area is allowed', '/whatsapp-campaign/report', signedIn({ services: '1' }), { allow: true }],
    ['signed in: a closed area goes to the first open start page', '/whatsapp-campaign/report', signedIn({ services: '3' }), { allow: false, redirectTo: '/chatbot/folders/list-folder' }],
    ['signed in: home closed by services goes to the first open start page', '/home', signedIn({ services: '2,3' }), { allow: false, redirectTo: '/campaign-management/campaigns-creation' }],
    ['signed in: /alert is always allowed', '/alert', signedIn({ services: '3' }), { allow: true }],
    ['signed in: the customer-login screen stays open for the admin before a customer', '/customer-login', signedIn({ roleId: 2 }), { allow: true }],
  ])('%s', (_rule, path, ctx, expected) => {
    expect(guard(path, ctx)).toEqual(expected);
  });
});
