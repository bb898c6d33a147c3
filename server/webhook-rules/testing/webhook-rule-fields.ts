/** A webhook rule with every field of spec §3, as the console's form sends it to `webhook/create`. */
export const webhookRuleFields = (wabaNumber: string, url: string, overrides: Record<string, unknown> = {}) => ({
  wabaNumber,
  url,
  requestType: 'POST',
  httpHeaders: [{ key: 'Authorization', value: 'Bearer customer-token' }],
  retryCount: 2,
  retryDelayInSec: 1,
  eventCategory: ['MESSAGE_STATUS'],
  defaultRule: false,
  eventType: 'campaign',
  channelId: 'wa-main',
  senderId: 'acme-retail',
  handoverTemplate: '',
  encryptPayload: false,
  algorithm: null,
  ...overrides,
});
