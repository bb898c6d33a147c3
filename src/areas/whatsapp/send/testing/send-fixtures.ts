import type { CampaignView, SenderNumber } from '@/api/contracts/campaigns';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { createFakeCampaignApi, jsonResponse } from './render-send-page';

/** Test-only: what the send form's tests share — one sender, a campaign as the server answers it, the lookups every step reads. */
export const CAMPAIGN_ID = '00000000-0000-4000-8000-000000000001';

export const testSender: SenderNumber = {
  id: '100',
  displayNumber: '+971500000101',
  verifiedName: 'Lounge Partners',
  throughput: 80,
  quality: 'GREEN',
  wabaId: '1004',
  wabaName: 'Lounge WABA',
  portfolioId: '00000000-0000-4000-8000-000000000009',
  portfolioName: 'Lounge Partners',
  messagingLimit: 2000,
};

/** An approved NAMED template of the sender's WABA, with `body` as its text. */
export const testTemplate = (body: string, examples: Array<{ param_name: string; example: string }>): WhatsappTemplate => ({
  sno: 7,
  id: '1004001',
  wabaId: '1004',
  name: 'welcome_offer',
  language: 'en_US',
  category: 'MARKETING',
  parameter_format: 'NAMED',
  status: 'APPROVED',
  quality_rating: 'GREEN',
  rejected_reason: null,
  updated_on: '2026-01-01T00:00:00Z',
  components: [{ type: 'BODY', text: body, example: { body_text_named_params: examples } }],
});

/** The campaign the server answers for a saved `body`. */
export function campaignView(body: Record<string, unknown>, state: CampaignView['state'] = 'DRAFT', makerName = 'lounge'): CampaignView {
  const funnel = { total: 0, pending: 0, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 };
  return {
    id: CAMPAIGN_ID,
    name: String(body.name),
    channel: 'whatsapp',
    state,
    senderId: '100',
    senderNumber: '+971500000101',
    templateName: 'welcome_offer',
    templateLanguage: 'en_US',
    audienceKind: 'OPT_IN_USERS',
    scheduleAt: null,
    makerName,
    checkerName: null,
    funnel,
    continuesAt: null, continuesFor: null,
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-01T00:00:00Z',
    templateSno: 7,
    variableMapping: (body.variableMapping ?? {}) as CampaignView['variableMapping'],
    audience: { kind: 'OPT_IN_USERS' },
    schedule: { kind: 'now' },
    sendWindow: null,
    expiryHours: null,
    rejectReason: null,
    failureReason: null,
    importState: null,
    history: [],
    allowedActions: ['edit', 'submit', 'cancel'],
  };
}

/** The account's one ACTIVE pool (spec §7 fetchPools), the test sender's WABA with its number. */
export const testPool = (sender: SenderNumber = testSender) => ({
  poolId: sender.wabaId,
  name: sender.wabaName,
  status: 'ACTIVE',
  messagingLimit: sender.messagingLimit,
  numbers: [{ senderId: sender.id, displayNumber: sender.displayNumber, verifiedName: sender.verifiedName, status: 'CONNECTED' }],
});
export const FETCH_POOLS = '/api/broadcast/whatsapp/gui/pool/fetchPools';

/** The fake campaign API with the lookups: the sender and its pool, `template`, and the audience counts (340 opted in). */
export function fakeSendApi(template: WhatsappTemplate) {
  const api = createFakeCampaignApi();
  api.on('GET', 'senders', () => jsonResponse({ senders: [testSender] }));
  api.on('POST', FETCH_POOLS, () => jsonResponse({ pools: [testPool()] }));
  api.on('GET', 'templates/approved', () => jsonResponse({ templates: [template] }));
  api.on('GET', 'audience-counts', (_, url) => jsonResponse({ days: Number(url.searchParams.get('days')), engagedUsers: 12, optInUsers: 340, optedOut: 3 }));
  return api;
}
