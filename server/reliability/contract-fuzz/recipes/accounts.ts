import fc from 'fast-check';
import type { Recipes } from '../recipe';
import { must } from '../fuzz-world';
import { LOUNGE_NUMBER } from './automation';

const NOTIFICATIONS = '/api/campaign/v1.0/notifications/subscriptions';
const notificationEvents = ['TEMPLATE_REJECTED', 'TEMPLATE_PAUSED', 'NUMBER_QUALITY', 'NUMBER_TIER', 'CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED'];
/** An e-mail address or an http(s) URL, as the channel asks; each event once. */
const subscription = {
  channel: fc.constant('EMAIL'),
  target: fc.emailAddress().filter((address) => address.length <= 500),
  events: fc.shuffledSubarray(notificationEvents, { minLength: 1 }),
};

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const accountsRecipes: Recipes = {
  'POST /api/campaign/signup/api/v1.0/customers': {},
  'GET /api/sandbox/social-login/sdk.js': {},
  'GET /api/sandbox/social-login/dialog': {},
  'GET /api/sandbox/social-login/dialog.js': {},
  'POST /api/sandbox/social-login/codes': {},
  'GET /api/campaign/signup/api/v1.0/account_metrics/:esme/getSenderDetails': {},
  'GET /api/campaign/v1.0/profile/getEsmeSenderMappingDetails': {},
  'GET /api/campaign/v1.0/profile/getCloudProfile': {},
  'POST /api/campaign/v1.0/profile/getProfile': {},
  'POST /api/campaign/v1.0/profile/edit': {},
  'POST /api/campaign/v1.0/profile/photoUpload': {},
  'GET /api/campaign/v1.0/profile/photo': {},
  'GET /api/campaign/v1.0/profile/containerStatus': {},
  'POST /api/campaign/v1.0/profile/getAutoResponse': {},
  'POST /api/campaign/v1.0/profile/autoResponse': {},
  'POST /api/campaign/v1.0/profile/updateAutoResponse': {},
  'GET /api/campaign/v1.0/profile/saveReadReceipts': {},
  'GET /api/campaign/whatsapp/sandbox': {},
  'POST /api/campaign/whatsapp/sandbox/inbound': { as: 'lounge', body: async () => ({ senderId: fc.constant(LOUNGE_NUMBER) }) },
  'GET /api/campaign/whatsapp/sandbox/phone': { as: 'lounge', query: async () => ({ senderId: fc.constant(LOUNGE_NUMBER) }) },
  'GET /api/campaign/signup/api/v1.0/organizations/:esme': {},
  'POST /api/campaign/signup/api/v1.0/organizations/:esme': {},
  'GET /api/campaign/signup/api/v1.0/customers/migrations': {},
  'POST /api/campaign/signup/api/v1.0/customers/onprimess': {},
  'POST /api/campaign/signup/api/v1.0/customers/request_code': {},
  'POST /api/campaign/signup/api/v1.0/customers/verfy': {},
  'POST /api/campaign/signup/api/v1.0/customers/register': {},
  'POST /api/campaign/signup/api/v1.0/customers/deregister': {},
  'GET /api/campaign/whatsapp/sandbox/code-inbox': {},
  'GET /api/campaign/v1.0/notifications/subscriptions': {},
  'POST /api/campaign/v1.0/notifications/subscriptions': { body: async () => subscription },
  'DELETE /api/campaign/v1.0/notifications/subscriptions/:id': {
    params: async (world) => ({ id: (await must((await world.as('designer')).call('POST', NOTIFICATIONS, { body: { channel: 'EMAIL', target: 'ops@acme.example', events: ['CAMPAIGN_FAILED'] } }), 'subscription')).id as string }),
  },
  'GET /api/campaign/v1.0/notifications/deliveries': {},
  'GET /api/campaign/whatsapp/sandbox/mailbox': {},
  'POST /api/campaign/whatsapp/sandbox/inbound-media': {
    as: 'lounge',
    body: async () => ({ senderId: fc.constant(LOUNGE_NUMBER), mimeType: fc.constantFrom('image/png', 'application/pdf'), data: fc.constant(PNG_BASE64) }),
  },
};
