import { z } from 'zod';
import { providerId, senderNumberDetails, SIGNUP_BASE } from './whatsapp-accounts';

/**
 * Spec §7's WABA calls it names without a path (syncTemplates, syncPhoneNumber, …), placed beside
 * the sign-up calls under `{campaign}/signup/api/v1.0/waba/` (docs/decisions.md). Each acts on one
 * WABA of the signed-in account; an `esmeaddr` that is not the session's is refused.
 */
export const WABA_BASE = `${SIGNUP_BASE}/waba`;

const esmeaddr = z.coerce.number().int().positive().optional();

/** GET waba/list: spec §7's "waba list", the account's WABAs (id and name) for the template pages' WABA choice. */
export const WABA_LIST_PATH = `${WABA_BASE}/list`;

/** POST waba/syncTemplates: every template the provider holds for the WABA, brought into ours. */
export const syncTemplatesRequest = z.object({ esmeaddr, wabaId: providerId });
export const syncTemplatesResponse = z.object({
  /** Templates made outside the console (WhatsApp Manager, another tool), now stored. */
  added: z.number().int().min(0),
  /** Ours whose status, quality, category or content the provider had changed. */
  updated: z.number().int().min(0),
});
export type SyncTemplatesResponse = z.infer<typeof syncTemplatesResponse>;

/** POST waba/syncPhoneNumber: the WABA's numbers as Meta holds them (name, status, quality, tier, throughput). */
export const syncPhoneNumberRequest = z.object({ esmeaddr, wabaId: providerId });
export const syncPhoneNumberResponse = z.object({
  /** Numbers Meta lists that we did not hold (added in WhatsApp Manager). */
  added: z.number().int().min(0),
  /** Ours whose name, status, quality or throughput Meta had changed. */
  updated: z.number().int().min(0),
  /** The WABA's portfolio's messages a day after the sync; null is unlimited. */
  messagingLimit: z.number().int().nullable(),
});
export type SyncPhoneNumberResponse = z.infer<typeof syncPhoneNumberResponse>;

/**
 * POST waba/registerWebhook: subscribes our app to the WABA's webhooks. `overrideCallback` points the
 * WABA's callback at this server's own webhook (Meta verifies it first); the callback is never a
 * caller's URL, since the webhooks carry the customer's messages signed with our app's secret.
 */
export const registerWebhookRequest = z.object({
  esmeaddr,
  wabaId: providerId,
  overrideCallback: z.boolean().default(false),
  /**
   * One number of the WABA: its own override instead (Meta's `POST /{phone-number-id}` with
   * `webhook_configuration`), which wins over the WABA's; `overrideCallback: false` removes it.
   */
  phoneNumberId: providerId.optional(),
});
export const registerWebhookResponse = z.object({
  success: z.literal(true),
  /** The callback Meta now sends the WABA's (or the number's) webhooks to; null for the app's own (or the WABA's). */
  callbackUrl: z.string().nullable(),
});

/** POST waba/assignSystemUser: the customer's business gives our system user (WHATSAPP_SYSTEM_USER_ID) the WABA, MANAGE. */
export const assignSystemUserRequest = z.object({ esmeaddr, wabaId: providerId });
export const assignSystemUserResponse = z.object({ success: z.literal(true), systemUserId: z.string() });

/** GET {campaign}/signup/api/v1.0/phone_numbers/getbyWaba/{id}, spec §7's own path: one WABA's numbers as we last synced them. */
export const NUMBERS_BY_WABA_PATH = `${SIGNUP_BASE}/phone_numbers/getbyWaba/:id`;
export const numbersByWabaParams = z.object({ id: providerId });
export const numbersByWabaResponse = z.object({ wabaId: z.string(), numbers: z.array(senderNumberDetails) });

/**
 * POST waba/addWabaID: adds to the account a WABA our system user already reaches (shared with our
 * business in WhatsApp Manager rather than through embedded sign-up), by its id. Meta's name and
 * review status are stored, then its numbers as syncPhoneNumber brings them. A WABA the account
 * holds already answers `added: false`; another account's is a 409 `waba_held`.
 */
export const addWabaIdRequest = z.object({ esmeaddr, wabaId: providerId });
export const addWabaIdResponse = z.object({
  added: z.boolean(),
  wabaId: z.string(),
  name: z.string(),
  status: z.string(),
  /** Its numbers stored by this call. */
  numbers: z.number().int().min(0),
});
export type AddWabaIdResponse = z.infer<typeof addWabaIdResponse>;

/** POST waba/updateWabaInfo: the WABA's name as the console shows it (ours; Meta keeps its own). */
export const wabaName = z.string().trim().min(1, 'A name is required.').max(200, 'At most 200 characters.');
export const updateWabaInfoRequest = z.object({ esmeaddr, wabaId: providerId, name: wabaName });
export const updateWabaInfoResponse = z.object({ wabaId: z.string(), name: z.string() });

/**
 * POST waba/updatePaymentMethod: shares our business's credit line (WHATSAPP_CREDIT_LINE_ID) with
 * the WABA and attaches it as its payment method, billed in `currency` (ISO 4217; Meta bills
 * WhatsApp in USD, EUR, INR, IDR, GBP and AUD).
 */
export const wabaCurrency = z.enum(['USD', 'EUR', 'INR', 'IDR', 'GBP', 'AUD']);
export const updatePaymentMethodRequest = z.object({ esmeaddr, wabaId: providerId, currency: wabaCurrency.default('USD') });
export const updatePaymentMethodResponse = z.object({ success: z.literal(true), currency: wabaCurrency, allocationConfigId: z.string() });

/** POST {campaign}/signup/api/v1.0/customers/voice_settings/{phoneId}: a number's WhatsApp voice calling at Meta. */
export const VOICE_SETTINGS_PATH = `${SIGNUP_BASE}/customers/voice_settings/:phoneId`;
export const voiceSettingsParams = z.object({ phoneId: providerId });
export const voiceSettingsRequest = z.object({
  esmeaddr,
  status: z.enum(['enabled', 'disabled']),
  /** Whether WhatsApp shows the call button in the chat with the number; Meta's default is visible. */
  callIconVisibility: z.enum(['visible', 'hidden']).optional(),
});
export type VoiceSettingsRequest = z.infer<typeof voiceSettingsRequest>;
export const voiceSettingsResponse = z.object({ phoneId: z.string(), status: z.enum(['enabled', 'disabled']), callIconVisibility: z.enum(['visible', 'hidden']).nullable() });
