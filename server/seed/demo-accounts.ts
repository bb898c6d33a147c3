/**
 * The demo data seeded once into an empty database, and the credentials end-to-end tests sign in with.
 * Plain data only, so tests can import it without starting a server. docs/api.md lists the same table.
 */
import { DEMO_WL_LOGO } from './demo-logo';

export const DEMO_EMAIL_DOMAIN = '@pulse.example';
export const SANDBOX_USERNAME = 'sandbox';

export interface DemoAccount {
  esme: number;
  name: string;
  services: string;
  timezone: string;
  whitelabel?: boolean;
  wlLogo?: string;
  ipPolicy?: 'any' | 'allowlist';
  allowedIps?: string[];
  contactScrubbing?: boolean;
}

export const demoAccountList: readonly DemoAccount[] = [
  { esme: 1000, name: 'Pulse Operations', services: '4', timezone: 'UTC' },
  { esme: 1001, name: 'Acme Retail', services: '1,2', timezone: 'Asia/Kolkata', contactScrubbing: true },
  // Documentation range only: customer sign-in to Globex shows the IP check's failure reason.
  { esme: 1002, name: 'Globex Logistics', services: '1', timezone: 'Asia/Singapore', ipPolicy: 'allowlist', allowedIps: ['203.0.113.0/24'] },
  { esme: 1003, name: 'Umbrella Bots', services: '4', timezone: 'Europe/Berlin', whitelabel: true, wlLogo: DEMO_WL_LOGO },
  { esme: 1004, name: 'Lounge Partners', services: '1', timezone: 'Asia/Dubai' },
  { esme: 9001, name: 'Sandbox', services: '4', timezone: 'UTC' },
];

export interface DemoProfile {
  name: string;
  esme: number;
  data: { subsvc: string; permissions: string }[];
}

export const demoProfiles = {
  reportsAndTemplates: {
    name: 'Reports and templates',
    esme: 1001,
    data: [
      { subsvc: 'Reports', permissions: 'C,M,S' },
      { subsvc: 'TemplateManagement', permissions: 'C,M' },
    ],
  },
  loungeCampaigns: { name: 'Lounge campaigns', esme: 1004, data: [{ subsvc: 'CampaignManager', permissions: 'C,M' }] },
  loungeApprovals: { name: 'Lounge approvals', esme: 1004, data: [{ subsvc: 'CampaignManager', permissions: 'C,M,S' }] },
} as const satisfies Record<string, DemoProfile>;

export interface DemoUser {
  username: string;
  /** Null: enters only by customer sign-in, sandbox sign-in or a portal address. */
  password: string | null;
  roleId: 0 | 1 | 2 | 3;
  esme: number;
  services: string;
  isLounge?: boolean;
  profile?: keyof typeof demoProfiles;
  active?: boolean;
  /** Where the console should take this user after sign-in (spec §4, §6). */
  lands: string;
}

/** Users who sign in with a password on the enterprise screen. */
export const demoLogins = {
  admin: { username: 'admin', password: 'Admin@2026!', roleId: 0, esme: 1000, services: '4', lands: '/home, full menu' },
  userAdmin: { username: 'useradmin', password: 'UserAdmin@2026!', roleId: 1, esme: 1001, services: '1,2', lands: '/user-list, menu only User' },
  globexAdmin: { username: 'globexadmin', password: 'GlobexAdmin@2026!', roleId: 1, esme: 1002, services: '1', lands: '/user-list, menu only User' },
  operator: { username: 'operator', password: 'Operator@2026!', roleId: 2, esme: 1000, services: '4', lands: '/customer-login, menu only Customer Login' },
  designer: { username: 'designer', password: 'Designer@2026!', roleId: 3, esme: 1001, services: '4', lands: '/home, full menu without User and Customer Login' },
  analyst: {
    username: 'analyst',
    password: 'Analyst@2026!',
    roleId: 3,
    esme: 1001,
    services: '1',
    profile: 'reportsAndTemplates',
    lands: '/whatsapp-campaign/report (first permitted page of its profile)',
  },
  whiteLabel: { username: 'wlbuilder', password: 'WhiteLabel@2026!', roleId: 3, esme: 1003, services: '4', lands: '/home with the Umbrella Bots logo, no "Powered by"' },
  lounge: {
    username: 'lounge',
    password: 'Lounge@2026!',
    roleId: 3,
    esme: 1004,
    services: '1',
    isLounge: true,
    profile: 'loungeCampaigns',
    lands: '/home, WhatsApp menu rebuilt from CampaignManager (C,M: a maker, spec §4), no Logout',
  },
  loungeChecker: {
    username: 'lounge.checker',
    password: 'Checker@2026!',
    roleId: 3,
    esme: 1004,
    services: '1',
    profile: 'loungeApprovals',
    lands: "/home; CampaignManager C,M,S: a checker who approves the lounge maker's campaigns",
  },
  disabled: { username: 'former.acme', password: 'Former@2026!', roleId: 3, esme: 1001, services: '1,2', active: false, lands: 'nowhere: sign-in is refused' },
} as const satisfies Record<string, DemoUser>;

/** Users opened by customer sign-in (role 2, no password). */
export const demoCustomers = {
  acme: { username: 'acme', password: null, roleId: 2, esme: 1001, services: '1,2', lands: '/home as Acme (IP check passes, contact scrubbing on)' },
  globex: { username: 'globex', password: null, roleId: 2, esme: 1002, services: '1', lands: 'stays on /customer-login: the IP check fails from outside 203.0.113.0/24' },
} as const satisfies Record<string, DemoUser>;

export const demoSandboxUser: DemoUser = { username: SANDBOX_USERNAME, password: null, roleId: 3, esme: 9001, services: '4', lands: '/home of the sandbox account' };

/** More rows for the user list, in the two accounts with user-administrators. */
const listFillers: DemoUser[] = [
  ...['priya.acme', 'marco.acme', 'sara.acme'].map((username) => ({ username, password: null, roleId: 2 as const, esme: 1001, services: '1,2', lands: 'user-list row' })),
  ...['chen.globex', 'olga.globex'].map((username) => ({ username, password: null, roleId: 2 as const, esme: 1002, services: '1', lands: 'user-list row' })),
];

export const demoUserList: readonly DemoUser[] = [...Object.values(demoLogins), ...Object.values(demoCustomers), demoSandboxUser, ...listFillers];

/**
 * WhatsApp senders of the demo accounts (messaging.md): a business portfolio with its messaging
 * tier, one WABA, two numbers and APPROVED templates in the Cloud API's shape, so a new user can
 * send a campaign at once (to the sandbox provider).
 */
export interface DemoMessaging {
  esme: number;
  portfolio: { name: string; messagingLimit: 250 | 2000 | 10000 | 100000 | null };
  waba: { id: string; name: string };
  numbers: { id: string; displayNumber: string; verifiedName: string; throughput: number; quality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN' }[];
}

const STOP_FOOTER = { type: 'FOOTER', text: 'Not interested? Tap Stop promotions' } as const;
const STOP_BUTTON = { type: 'QUICK_REPLY', text: 'Stop promotions' } as const;

/** The same four templates for every demo WABA (name, language and category unique per WABA). */
export const demoTemplates = [
  {
    name: 'welcome_offer',
    language: 'en_US',
    category: 'MARKETING',
    parameter_format: 'NAMED',
    components: [
      {
        type: 'BODY',
        text: 'Hi {{first_name}}, enjoy {{discount}} off your next order with us. The offer ends on Sunday!',
        example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }, { param_name: 'discount', example: '15%' }] },
      },
      STOP_FOOTER,
      { type: 'BUTTONS', buttons: [STOP_BUTTON] },
    ],
  },
  {
    name: 'new_collection',
    language: 'en',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://sandbox.pulse.example/media/new-collection.jpg'] } },
      { type: 'BODY', text: 'Our new collection is here, {{1}}. Tap below to see it first.', example: { body_text: [['Asha']] } },
      STOP_FOOTER,
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'See the collection', url: 'https://shop.pulse.example/new' }, STOP_BUTTON] },
    ],
  },
  {
    name: 'order_shipped',
    language: 'en',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'Good news: order {{1}} has shipped and arrives on {{2}}.', example: { body_text: [['A-1042', '12 March']] } }],
  },
  {
    name: 'payment_received',
    language: 'en',
    category: 'UTILITY',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'We have received your payment. Thank you for shopping with us.' }],
  },
] as const;

export const demoMessaging: readonly DemoMessaging[] = [
  {
    esme: 1001,
    portfolio: { name: 'Acme Retail', messagingLimit: 10000 },
    waba: { id: '100100000000001', name: 'Acme Retail WABA' },
    numbers: [
      { id: '100100000000101', displayNumber: '+919800000101', verifiedName: 'Acme Retail', throughput: 80, quality: 'GREEN' },
      { id: '100100000000102', displayNumber: '+919800000102', verifiedName: 'Acme Retail Support', throughput: 80, quality: 'GREEN' },
    ],
  },
  {
    esme: 1004,
    portfolio: { name: 'Lounge Partners', messagingLimit: 2000 },
    waba: { id: '100400000000001', name: 'Lounge Partners WABA' },
    numbers: [
      { id: '100400000000101', displayNumber: '+971500000101', verifiedName: 'Lounge Partners', throughput: 80, quality: 'GREEN' },
      { id: '100400000000102', displayNumber: '+971500000102', verifiedName: 'Lounge Partners Offers', throughput: 80, quality: 'YELLOW' },
    ],
  },
  {
    // A new business's first portfolio: the 250-a-day tier, so the limit and "continues at" are seen within minutes.
    esme: 1004,
    portfolio: { name: 'Lounge Partners Trial', messagingLimit: 250 },
    waba: { id: '100400000000002', name: 'Lounge Partners Trial WABA' },
    numbers: [{ id: '100400000000201', displayNumber: '+971500000201', verifiedName: 'Lounge Partners Trial', throughput: 80, quality: 'GREEN' }],
  },
];
