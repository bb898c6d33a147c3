import { describe, expect, it } from 'vitest';
import { apiErrorCode } from '@/api/contracts/errors';
import { errorStatus } from '../http/error-status';
import { decideAccess, servicesOpenChannel, type CallerFacts } from './decide-access';
import { routeRules } from './route-rules';

const customer = { esme: 7, roleId: 3, impersonatedBy: null };
const user = (services: string, ...subsvcs: string[]) => ({ services, profile: subsvcs.length ? { data: subsvcs.map((subsvc) => ({ subsvc, permissions: 'C,M' })) } : null });
const refusal = (access: Parameters<typeof decideAccess>[0], facts: CallerFacts) => {
  const decision = decideAccess(access, facts);
  return decision.allowed ? 'allowed' : `${errorStatus[decision.refusal.errorName]} ${apiErrorCode[decision.refusal.errorName]}: ${decision.refusal.message}`;
};

describe('decideAccess', () => {
  it.each([
    ['no session', routeRules.chatbot, { session: null }, '401 unauthenticated: Sign in first.'],
    ['a role outside the list', routeRules.userAdmins, { session: customer }, '403 forbidden: You may not do this.'],
    ['a bare operator on a chatbot route', routeRules.chatbot, { session: { ...customer, roleId: 2 } }, '403 forbidden: Open a customer session first.'],
    ['an operator already acting for a customer', routeRules.customerLogin, { session: { ...customer, roleId: 2, impersonatedBy: 'u' } }, '403 customer_login.err.already_impersonating: Sign out of the customer session first.'],
    ['a user administrator on a campaign route', routeRules.whatsappCampaigns.manage, { session: { ...customer, roleId: 1 }, user: user('1') }, '403 forbidden: User administrators do not run campaigns.'],
    ['a user administrator on a template route', routeRules.templates, { session: { ...customer, roleId: 1 }, user: user('1') }, '403 forbidden: User administrators do not manage templates.'],
    ['a session whose user row is gone', routeRules.webhooks, { session: customer, user: null }, '403 forbidden: You may not do this.'],
    ['RCS services on a WhatsApp campaign route', routeRules.whatsappCampaigns.manage, { session: customer, user: user('2') }, '403 forbidden: Your services do not include WhatsApp campaigns.'],
    ['WhatsApp services on an RCS route', routeRules.rcsCampaigns.report, { session: customer, user: user('1') }, '403 forbidden: Your services do not include RCS campaigns.'],
    ['RCS services on a template route', routeRules.templates, { session: customer, user: user('2') }, '403 forbidden: Your services do not include WhatsApp.'],
    ['a Reports profile on a campaign page', routeRules.whatsappCampaigns.manage, { session: customer, user: user('1', 'Reports') }, '403 forbidden: Your profile has no CampaignManager permission.'],
    ['a profile without the accounts permission', routeRules.accounts.migration, { session: customer, user: user('1', 'Reports') }, '403 forbidden: Your profile has none of MigrateNumber, CampaignManager.'],
    // The lists tried the WhatsApp rule first and told its refusal when the RCS one failed too.
    ['RCS services and no CampaignManager on a list', routeRules.tables.manage, { session: customer, user: user('2', 'Reports') }, '403 forbidden: Your services do not include WhatsApp campaigns.'],
    ['another account named in the request', routeRules.rcsCampaigns.manage, { session: customer, user: user('2'), account: 8 }, '403 account_mismatch: That account is not the one you are signed in to.'],
  ] as const)('refuses %s', (_name, access, facts, expected) => {
    expect(refusal(access, facts)).toBe(expected);
  });

  it.each([
    ['an operator acting for a customer on a chatbot route', routeRules.chatbot, { session: { ...customer, roleId: 2, impersonatedBy: 'u' } }],
    ['a user without a profile', routeRules.whatsappCampaigns.manage, { session: customer, user: user('1') }],
    ['a Reports profile on a report', routeRules.whatsappCampaigns.report, { session: customer, user: user('1', 'Reports') }],
    ['RCS services alone on a list', routeRules.tables.manage, { session: customer, user: user('2', 'CampaignManager') }],
    ['the own account named in the request', routeRules.templates, { session: customer, user: user('1'), account: 7 }],
    ['an administrator naming a customer account for the IP check', routeRules.ownAccountOrCustomers, { session: { ...customer, roleId: 0 }, account: 8 }],
    ['anyone on a route the router reads no session for', { signedIn: false }, { session: null }],
  ] as const)('allows %s', (_name, access, facts) => {
    expect(refusal(access, facts)).toBe('allowed');
  });
});

describe('servicesOpenChannel (spec §3, §6)', () => {
  it.each([
    ['1', 'whatsapp', true],
    ['1', 'rcs', false],
    [' 2 ', 'rcs', true],
    ['4', 'rcs', true],
    ['3,4', 'rcs', false],
    ['', 'whatsapp', true],
  ] as const)('%j opens %s: %s', (services, channel, expected) => {
    expect(servicesOpenChannel(services, channel)).toBe(expected);
  });
});
