import { z } from 'zod';
import { exportJob } from './campaign-export';
import { SIGNUP_BASE, profileVertical, providerId } from './whatsapp-accounts';

/**
 * #14's remaining WhatsApp account pages: the organisation's registration form
 * (`organizations/{esme}`, spec §7), moving a number from another provider (spec §7 "customers
 * request_code, onprimess, verfy, register, deregister"), notification subscriptions, and the
 * downloads still being prepared. The server takes the account from the session.
 */

const esmeaddr = z.coerce.number().int().positive();
const text = (max: number, required?: string) => (required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max));

/** GET and POST {campaign}/signup/api/v1.0/organizations/{esme} */
export const organizationPath = (esme: number | string) => `${SIGNUP_BASE}/organizations/${esme}`;
export const organizationParams = z.object({ esme: esmeaddr });

/** The details Meta's business verification asks for; the spec names the call but not its fields. */
export const organizationDetails = z.object({
  legal_name: text(200, 'Enter the registered name of the business.'),
  display_name: text(200),
  industry: profileVertical.exclude(['UNDEFINED']),
  website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter an http(s) address.' }).max(256)]),
  email: z.email('Enter an e-mail address.').max(128),
  phone: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'Enter the number in international form, e.g. +919812345678.'),
  contact_name: text(200, 'Enter who we may contact.'),
  address: text(300, 'Enter the street address.'),
  city: text(100, 'Enter the city.'),
  state: text(100),
  postal_code: z.string().trim().regex(/^[A-Za-z0-9 -]{0,12}$/, 'Letters, digits, spaces and hyphens, up to 12.'),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country.'),
  tax_id: z.string().trim().regex(/^[A-Za-z0-9/-]{0,30}$/, 'Letters, digits, / and -, up to 30.'),
});
export type OrganizationDetails = z.infer<typeof organizationDetails>;
export const organizationRequest = organizationDetails.extend({ esmeaddr: esmeaddr.optional() });
export const organizationResponse = z.object({
  esme: z.number().int(),
  /** null until the form is first saved. */
  details: organizationDetails.nullable(),
  updatedOn: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type OrganizationResponse = z.infer<typeof organizationResponse>;

/** Number migration: spec §7 names the calls under {campaign}/signup/api/v1.0/customers. */
export const MIGRATION_BASE = `${SIGNUP_BASE}/customers`;
export const migrationState = z.enum(['ADDED', 'CODE_SENT', 'VERIFIED', 'REGISTERED', 'DEREGISTERED']);
export type MigrationState = z.infer<typeof migrationState>;
export const numberMigration = z.object({
  id: z.uuid(),
  wabaId: z.string(),
  phoneNumberId: z.string(),
  displayNumber: z.string(),
  verifiedName: z.string(),
  state: migrationState,
  codeMethod: z.enum(['SMS', 'VOICE']).nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type NumberMigration = z.infer<typeof numberMigration>;
export const migrationListResponse = z.object({ migrations: z.array(numberMigration) });

/** POST customers/onprimess: adds a number registered elsewhere (another provider or On-Premises) to a WABA. */
export const migrationStartRequest = z.object({
  esmeaddr: esmeaddr.optional(),
  wabaId: providerId,
  cc: z.string().regex(/^[1-9]\d{0,2}$/, 'The country calling code: 1 to 3 digits.'),
  phone_number: z.string().regex(/^\d{4,14}$/, 'The number without its country code: 4 to 14 digits.'),
  verified_name: text(100, 'Enter the display name the number has today.'),
});
const migrationRef = { esmeaddr: esmeaddr.optional(), migrationId: z.uuid('Choose a number being migrated.') };
/** POST customers/request_code */
export const requestCodeRequest = z.object({ ...migrationRef, code_method: z.enum(['SMS', 'VOICE']), language: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/).default('en_US') });
/** POST customers/verfy (the spec's spelling) */
export const verifyCodeRequest = z.object({ ...migrationRef, code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits.') });
/** POST customers/register: the two-step verification pin the number will have here. */
export const registerNumberRequest = z.object({ ...migrationRef, pin: z.string().regex(/^\d{6}$/, 'Choose a 6-digit pin.') });
/** POST customers/deregister */
export const deregisterNumberRequest = z.object(migrationRef);

/** SANDBOX ONLY: the codes the sandbox provider "sent" to the account's numbers being migrated. */
export const sandboxCodeInboxResponse = z.object({
  codes: z.array(z.object({ phone: z.string(), method: z.enum(['SMS', 'VOICE']), code: z.string(), at: z.string() })),
});

/** Notification subscriptions: routes under the campaign base, beside the profile calls (the spec is silent). */
export const NOTIFICATIONS_BASE = '/api/campaign/v1.0/notifications';
export const notificationEvent = z.enum(['TEMPLATE_REJECTED', 'TEMPLATE_PAUSED', 'NUMBER_QUALITY', 'NUMBER_TIER', 'CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED']);
export type NotificationEvent = z.infer<typeof notificationEvent>;
export const notificationChannel = z.enum(['EMAIL', 'WEBHOOK']);
export const notificationSubscriptionRequest = z
  .object({
    channel: notificationChannel,
    target: z.string().trim().min(1, 'Enter an e-mail address or a webhook URL.').max(500),
    events: z.array(notificationEvent).min(1, 'Choose at least one event.').max(6).refine((events) => new Set(events).size === events.length, 'Each event once.'),
  })
  .superRefine((value, context) => {
    const ok = value.channel === 'EMAIL' ? z.email().safeParse(value.target).success : z.url({ protocol: /^https?$/ }).safeParse(value.target).success;
    if (!ok) context.addIssue({ code: 'custom', path: ['target'], message: value.channel === 'EMAIL' ? 'Enter an e-mail address.' : 'Enter an http(s) URL.' });
  });
export type NotificationSubscriptionRequest = z.infer<typeof notificationSubscriptionRequest>;
export const notificationSubscription = z.object({
  id: z.uuid(),
  channel: notificationChannel,
  target: z.string(),
  events: z.array(notificationEvent),
  createdBy: z.string(),
  createdOn: z.string(),
});
export type NotificationSubscription = z.infer<typeof notificationSubscription>;
export const notificationSubscriptionList = z.object({ subscriptions: z.array(notificationSubscription) });
export const subscriptionIdParams = z.object({ id: z.uuid() });
export const deleteSubscriptionResponse = z.object({ deleted: z.literal(true) });

export const notificationDeliveryStatus = z.enum(['QUEUED', 'RETRYING', 'DELIVERED', 'FAILED']);
export const notificationDelivery = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  channel: notificationChannel,
  target: z.string(),
  event: notificationEvent,
  summary: z.string(),
  status: notificationDeliveryStatus,
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdOn: z.string(),
  deliveredOn: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof notificationDelivery>;
export const notificationDeliveryQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const notificationDeliveryList = z.object({ deliveries: z.array(notificationDelivery) });

/** SANDBOX ONLY: the mails the sandbox mail transport kept instead of sending (there is no mail service). */
export const sandboxMailboxResponse = z.object({
  mails: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), body: z.string(), at: z.string() })),
});

/** A file a customer sent to one of the account's numbers; downloaded by `download/media/whatsapp?media_id`. */
export const customerMedia = z.object({
  mediaId: z.string(),
  kind: z.enum(['image', 'video', 'audio', 'document', 'sticker']),
  mimeType: z.string(),
  fileName: z.string(),
  /** Bytes, once the file is kept here; null while only the provider has it (its size is known on the first fetch). */
  size: z.number().int().nonnegative().nullable(),
  caption: z.string(),
  from: z.string(),
  displayNumber: z.string(),
  receivedOn: z.string(),
  /** Fetched from the provider already (kept here), or still only at the provider. */
  downloaded: z.boolean(),
});
export type CustomerMedia = z.infer<typeof customerMedia>;

/** The pending-download-list: exports still being prepared or finished in the last hour, and files customers sent. */
export const PENDING_DOWNLOADS_PATH = '/api/v1.0/download/pending';
export const pendingDownloadsResponse = z.object({ exports: z.array(exportJob), media: z.array(customerMedia) });

/** SANDBOX ONLY: a simulated customer sends a file (base64, up to 512 KB, within the body limit) to one of the account's numbers. */
export const sandboxInboundMediaRequest = z.object({
  senderId: z.string().min(1, 'Choose a number.').max(64),
  from: z.string().regex(/^\+[1-9]\d{6,14}$/, 'The customer number in international form, e.g. +971501234567.'),
  fileName: z.string().trim().min(1, 'Choose a file.').max(200),
  mimeType: z.string().regex(/^[a-z]+\/[\w.+-]+$/, 'A media type such as image/png.'),
  data: z.string().min(1, 'Choose a file.').max(700_000, 'At most 512 KB.').regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 only.'),
  caption: z.string().max(1024).default(''),
});
export type SandboxInboundMediaRequest = z.input<typeof sandboxInboundMediaRequest>;
export const sandboxInboundMediaResponse = z.object({ messageId: z.string(), mediaId: z.string() });
