import { roleId } from '@/api/contracts/users';
import type { ChannelRule, RouteAccess } from './route-access';

/**
 * The access rules of the route families, in one place (spec §4, §6). A route declares one of these,
 * or its own rule beside its definition; `decideAccess` reads them all the same way.
 */

/** A customer's own account: role 2 only acting for a customer, every rule of a channel page. */
const channelPage = (channel: ChannelRule, accountFields?: readonly string[]) =>
  ({ signedIn: true, actingForCustomer: true, channel, ...(accountFields ? { account: { fields: accountFields } } : {}) }) as const satisfies RouteAccess;

/** `manage`: the campaign pages (CampaignManager). `report`: read-only reports (CampaignManager or Reports). */
export type CampaignNeed = 'manage' | 'report';

const campaignPermissions: Record<CampaignNeed, readonly string[]> = { manage: ['CampaignManager'], report: ['CampaignManager', 'Reports'] };

const campaignChannel = (services: ChannelRule['services'], need: CampaignNeed): ChannelRule => ({
  services,
  servicesRefusal: `Your services do not include ${services === 'rcs' ? 'RCS' : 'WhatsApp'} campaigns.`,
  userAdminRefusal: 'User administrators do not run campaigns.',
  permissions: campaignPermissions[need],
  missing: 'Your profile has no CampaignManager permission.',
});

/** A WhatsApp page other than campaigns (spec §6): its sub-permissions, or CampaignManager which opens every WhatsApp page. */
const whatsappPage = (userAdminRefusal: string, permissions: readonly string[], missing: string): ChannelRule => ({
  services: 'whatsapp',
  servicesRefusal: 'Your services do not include WhatsApp.',
  userAdminRefusal,
  permissions,
  missing,
});

/** Spec §6 sub-permissions that open each WhatsApp accounts page group. */
const accountPermissions = {
  signup: ['EmbeddedSignUpNew', 'EmbeddedSignUp', 'CampaignManager'],
  numbers: ['WabaNosList', 'CloudList', 'Profiles', 'CampaignManager'],
  profiles: ['Profiles', 'CampaignManager'],
  automation: ['Builder', 'CampaignManager'],
  migration: ['MigrateNumber', 'CampaignManager'],
  notifications: ['NotificationSub', 'CampaignManager'],
} as const;
export type AccountsNeed = keyof typeof accountPermissions;

const accountsPage = (need: AccountsNeed) =>
  channelPage(
    whatsappPage('User administrators do not manage WhatsApp accounts.', accountPermissions[need], `Your profile has none of ${accountPermissions[need].join(', ')}.`),
    ['esme_id', 'esmeaddr'],
  );

export const routeRules = {
  /** Role 0, role 3, and role 2 acting for a customer; rows of the own account only (the handlers scope by account). */
  chatbot: { signedIn: true, roles: [roleId.admin, roleId.customer, roleId.other], actingForCustomer: true },
  /** The user administration pages. */
  userAdmins: { signedIn: true, roles: [roleId.admin, roleId.userAdmin] },
  /** Opening a customer's session: role 0 or 2, not already acting for one. */
  customerLogin: { signedIn: true, roles: [roleId.admin, roleId.customer], notActingForCustomer: true },
  administrators: { signedIn: true, roles: [roleId.admin] },
  /** Any signed-in user of an account (role 2 acting for a customer), for its own account only: spec §7's account reads. */
  ownAccount: { signedIn: true, actingForCustomer: true, account: { fields: ['esmeaddr'] } },
  /** Role 0 for its own account: an account's custom features are the provider's switches, not a customer's. */
  accountAdministrators: { signedIn: true, roles: [roleId.admin], account: { fields: ['esmeaddr'] } },
  /** Any signed-in user for its own account; who may open customer sessions also for another. */
  ownAccountOrCustomers: { signedIn: true, account: { fields: ['esmeaddr'], customerOpeners: true } },
  whatsappCampaigns: { manage: channelPage(campaignChannel('whatsapp', 'manage')), report: channelPage(campaignChannel('whatsapp', 'report')) },
  /** Spec §7's WhatsApp calls of the broadcast base spell the account `esmeAddr`. */
  whatsappBroadcast: channelPage(campaignChannel('whatsapp', 'manage'), ['esmeAddr']),
  /** Spec §7 spells the account `esmeaddr` in most RCS calls and `esmeAddr` in syncup. */
  rcsCampaigns: {
    manage: channelPage(campaignChannel('rcs', 'manage'), ['esmeaddr', 'esmeAddr']),
    report: channelPage(campaignChannel('rcs', 'report'), ['esmeaddr', 'esmeAddr']),
  },
  /** The lists serve campaigns of both channels (opt-outs hold for RCS too). */
  tables: { manage: channelPage(campaignChannel('whatsapp-or-rcs', 'manage')), report: channelPage(campaignChannel('whatsapp-or-rcs', 'report')) },
  /** The RCS exclusion groups: RCS callers only. */
  rcsTables: { manage: channelPage(campaignChannel('rcs', 'manage')), report: channelPage(campaignChannel('rcs', 'report')) },
  templates: channelPage(
    whatsappPage('User administrators do not manage templates.', ['TemplateManagement', 'CampaignManager'], 'Your profile has no TemplateManagement permission.'),
    ['esmeaddr'],
  ),
  webhooks: channelPage(whatsappPage('User administrators do not configure webhooks.', ['WebhookConfig', 'CampaignManager'], 'Your profile has no WebhookConfig permission.'), ['esmeaddr']),
  accounts: {
    signup: accountsPage('signup'),
    numbers: accountsPage('numbers'),
    profiles: accountsPage('profiles'),
    automation: accountsPage('automation'),
    migration: accountsPage('migration'),
    notifications: accountsPage('notifications'),
  },
} as const satisfies Record<string, RouteAccess | Record<string, RouteAccess>>;
