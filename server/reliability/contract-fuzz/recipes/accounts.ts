import fc from 'fast-check';
import { sandboxCode, signupPayload } from '../../../testing/routes/accounts';
import { demoMessaging } from '../../../seed/demo-accounts';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { LOUNGE_NUMBER } from './automation';
import { PNG_BASE64 } from './values';

const ACME = demoMessaging.find((entry) => entry.esme === 1001)!;
const ACME_NUMBER = ACME.numbers[0]!.id;
const MIGRATIONS = '/api/campaign/signup/api/v1.0/customers';
const own = async () => ({ senderId: fc.constant(ACME_NUMBER) });

/** A number being moved in from another provider, made fresh: each step moves it on. */
async function newMigration(world: FuzzWorld, until: 'ADDED' | 'CODE_SENT' | 'VERIFIED' | 'REGISTERED' = 'ADDED'): Promise<{ migrationId: string; phone: string }> {
  const api = await world.as('designer');
  const phone = String(9_876_500_100 + Number(world.unique('m').split('_')[1]));
  const start = await must(api.call('POST', `${MIGRATIONS}/onprimess`, { body: { wabaId: ACME.waba.id, cc: '91', phone_number: phone, verified_name: 'Acme Care' } }), 'migration');
  const migrationId = start.id as string;
  if (until === 'ADDED') return { migrationId, phone };
  await must(api.call('POST', `${MIGRATIONS}/request_code`, { body: { migrationId, code_method: 'SMS' } }), 'request code');
  if (until === 'CODE_SENT') return { migrationId, phone };
  const code = await codeFor(world, phone);
  await must(api.call('POST', `${MIGRATIONS}/verfy`, { body: { migrationId, code } }), 'verify');
  if (until === 'VERIFIED') return { migrationId, phone };
  await must(api.call('POST', `${MIGRATIONS}/register`, { body: { migrationId, pin: '246810' } }), 'register');
  return { migrationId, phone };
}
/** The code the sandbox sent to a number being migrated, read from its code inbox. */
async function codeFor(world: FuzzWorld, phone: string): Promise<string> {
  const codes = (await must((await world.as('designer')).call('GET', '/api/campaign/whatsapp/sandbox/code-inbox'), 'code inbox')).codes as { phone: string; code: string }[];
  return codes.filter((entry) => entry.phone === `+91${phone}`).at(-1)!.code;
}
const migration = (until: Parameters<typeof newMigration>[1]): Recipe['adjust'] => async (request, { world }) => {
  request.body.migrationId = (await newMigration(world, until)).migrationId;
};

const NOTIFICATIONS = '/api/campaign/v1.0/notifications/subscriptions';
/** The route's own cap (notification-routes.ts): the POST route's runs fill an account up to it. */
const MAX_SUBSCRIPTIONS = 20;

/** A subscription made fresh to be deleted, room made first when the account holds its most. */
async function newSubscription(world: FuzzWorld): Promise<string> {
  const api = await world.as('designer');
  const held = (await must(api.call('GET', NOTIFICATIONS), 'subscriptions')).subscriptions as { id: string }[];
  if (held.length >= MAX_SUBSCRIPTIONS) await must(api.call('DELETE', `${NOTIFICATIONS}/${held[0]!.id}`), 'room for a subscription');
  return (await must(api.call('POST', NOTIFICATIONS, { body: { channel: 'EMAIL', target: 'ops@acme.example', events: ['CAMPAIGN_FAILED'] } }), 'subscription')).id as string;
}
const notificationEvents = ['TEMPLATE_REJECTED', 'TEMPLATE_PAUSED', 'NUMBER_QUALITY', 'NUMBER_TIER', 'CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED'];
/** An e-mail address or an http(s) URL, as the channel asks; each event once. */
const subscription = {
  channel: fc.constant('EMAIL'),
  target: fc.emailAddress().filter((address) => address.length <= 500),
  events: fc.shuffledSubarray(notificationEvents, { minLength: 1 }),
};


export const accountsRecipes: Recipes = {
  'POST /api/campaign/signup/api/v1.0/waba/syncPhoneNumber': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  // Without a callback of its own (no WEBHOOK_BASE_URL here), the fuzz server subscribes without an override.
  // The WABA's own subscription, or one of its numbers' override: a number id of another WABA is rightly 404.
  'POST /api/campaign/signup/api/v1.0/waba/registerWebhook': { body: async () => ({ wabaId: fc.constant(ACME.waba.id), overrideCallback: fc.constant(false), phoneNumberId: fc.constantFrom(undefined, ACME_NUMBER) }) },
  'POST /api/campaign/signup/api/v1.0/smart_messaging/features': { body: async () => ({ esmeaddr: fc.constant(ACME.esme) }) },
  'GET /api/campaign/signup/api/v1.0/phone_numbers/getbyWaba/:id': { params: async () => ({ id: ACME.waba.id }) },
  'POST /api/campaign/signup/api/v1.0/waba/assignSystemUser': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  // A WABA the account holds already: 200 `added: false`, so each run reaches the handler's answer without a new WABA at Meta.
  'POST /api/campaign/signup/api/v1.0/waba/addWabaID': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  'POST /api/campaign/signup/api/v1.0/waba/updateWabaInfo': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  'POST /api/campaign/signup/api/v1.0/waba/updatePaymentMethod': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  'POST /api/campaign/signup/api/v1.0/customers/voice_settings/:phoneId': { params: async () => ({ phoneId: ACME_NUMBER }) },
  'GET /api/campaign/api/v1.0/configs/accountcstmfeature': {},
  'POST /api/campaign/api/v1.0/configs/accountcstmfeature': {},
  'GET /api/v1.0/feature/:featureName': { params: async () => ({ featureName: 'reports_on_aws' }) },
  'GET /api/campaign/v1.0/templates/getRcsEsmeWabaIdInfo': {},
  'POST /api/broadcast/whatsapp/gui/pool/fetchPools': {},
  'POST /api/broadcast/whatsapp/gui/mediaUpload': { body: async () => ({ senderId: fc.constant(ACME_NUMBER), mimeType: fc.constant('image/png'), data: fc.constant(PNG_BASE64) }) },
  'POST /api/campaign/signup/api/v1.0/customers': {
    // The SDK's answer after consent: a fresh code from the sandbox's dialog for each sign-up.
    adjust: async (request, { api }) => {
      request.body = signupPayload(1001, (await sandboxCode(api)).code);
    },
  },
  'GET /api/sandbox/social-login/sdk.js': {},
  'GET /api/sandbox/social-login/dialog': {},
  'GET /api/sandbox/social-login/dialog.js': {},
  'POST /api/sandbox/social-login/codes': {},
  'GET /api/campaign/signup/api/v1.0/account_metrics/:esme/getSenderDetails': { params: async () => ({ esme: '1001' }) },
  'GET /api/campaign/v1.0/profile/getEsmeSenderMappingDetails': {},
  'GET /api/campaign/v1.0/profile/getCloudProfile': { query: async () => ({ wabaNumber: fc.constant(ACME_NUMBER) }) },
  'POST /api/campaign/v1.0/profile/getProfile': { body: async () => ({ wabaNumber: fc.constant(ACME_NUMBER), senderId: fc.constant(ACME_NUMBER) }) },
  'POST /api/campaign/v1.0/profile/edit': { body: own },
  'POST /api/campaign/v1.0/profile/photoUpload': { body: async () => ({ senderId: fc.constant(ACME_NUMBER), mimeType: fc.constant('image/png'), data: fc.constant(PNG_BASE64) }) },
  'GET /api/campaign/v1.0/profile/photo': { query: own },
  'GET /api/campaign/v1.0/profile/containerStatus': { query: own },
  'POST /api/campaign/v1.0/profile/getAutoResponse': { body: own },
  'POST /api/campaign/v1.0/profile/autoResponse': { query: own },
  'POST /api/campaign/v1.0/profile/updateAutoResponse': { query: own },
  'GET /api/campaign/v1.0/profile/saveReadReceipts': { query: async () => ({ senderID: fc.constant(ACME_NUMBER) }) },
  'GET /api/campaign/whatsapp/sandbox': {},
  'POST /api/campaign/whatsapp/sandbox/inbound': { as: 'lounge', body: async () => ({ senderId: fc.constant(LOUNGE_NUMBER) }) },
  'GET /api/campaign/whatsapp/sandbox/phone': { as: 'lounge', query: async () => ({ senderId: fc.constant(LOUNGE_NUMBER) }) },
  'GET /api/campaign/signup/api/v1.0/organizations/:esme': { params: async () => ({ esme: '1001' }) },
  'POST /api/campaign/signup/api/v1.0/organizations/:esme': { params: async () => ({ esme: '1001' }) },
  'GET /api/campaign/signup/api/v1.0/customers/migrations': {},
  'POST /api/campaign/signup/api/v1.0/customers/onprimess': { body: async () => ({ wabaId: fc.constant(ACME.waba.id) }) },
  'POST /api/campaign/signup/api/v1.0/customers/request_code': { adjust: migration('ADDED') },
  'POST /api/campaign/signup/api/v1.0/customers/verfy': {
    adjust: async (request, { world }) => {
      const { migrationId, phone } = await newMigration(world, 'CODE_SENT');
      Object.assign(request.body, { migrationId, code: await codeFor(world, phone) });
    },
  },
  'POST /api/campaign/signup/api/v1.0/customers/register': { adjust: migration('VERIFIED') },
  'POST /api/campaign/signup/api/v1.0/customers/deregister': { adjust: migration('REGISTERED') },
  'GET /api/campaign/whatsapp/sandbox/code-inbox': {},
  'GET /api/campaign/v1.0/notifications/subscriptions': {},
  'POST /api/campaign/v1.0/notifications/subscriptions': { body: async () => subscription },
  'DELETE /api/campaign/v1.0/notifications/subscriptions/:id': { params: async (world) => ({ id: await newSubscription(world) }) },
  'GET /api/campaign/v1.0/notifications/deliveries': {},
  'GET /api/campaign/whatsapp/sandbox/mailbox': {},
  'POST /api/campaign/whatsapp/sandbox/inbound-media': {
    as: 'lounge',
    body: async () => ({ senderId: fc.constant(LOUNGE_NUMBER), mimeType: fc.constantFrom('image/png', 'application/pdf'), data: fc.constant(PNG_BASE64) }),
  },
};
