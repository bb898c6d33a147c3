import { z } from 'zod';

/**
 * The calls of spec §7 "WhatsApp sign-up and profile", under the campaign base (`/api/campaign`),
 * and the sandbox social-login dialog's own call. The server takes the account from the session and
 * refuses an `esme_id` / `esmeaddr` that is not it.
 */

export const SIGNUP_BASE = '/api/campaign/signup/api/v1.0';
export const PROFILE_BASE = '/api/campaign/v1.0/profile';
/** Where our server serves the sandbox social-login SDK, its consent dialog and its code call. */
export const SOCIAL_LOGIN_SANDBOX_BASE = '/api/sandbox/social-login';

/** Meta's app, WABA, number and user ids are digits. */
export const providerId = z.string().regex(/^\d{1,32}$/, 'Digits only.');

/** The two apps embedded sign-up can connect (spec §2 home cards, §3 ESB feature types). */
export const signupApp = z.enum(['smart_messaging', 'click_to_whatsapp']);
export type SignupApp = z.infer<typeof signupApp>;

/**
 * Spec §3 "ESB feature types": what embedded sign-up's `extras.featureType` asks Meta's dialog for.
 * The click-to-WhatsApp app signs a business up; the smart-messaging app's "Enable Now" onboards it to
 * Marketing Messages Lite (spec §3 feature type MMLITE).
 */
export const esbFeatureType = z.enum(['whatsapp_embedded_signup', 'marketing_messages_lite']);
export type EsbFeatureType = z.infer<typeof esbFeatureType>;
export const FEATURE_TYPE_OF_APP: Record<SignupApp, EsbFeatureType> = { smart_messaging: 'marketing_messages_lite', click_to_whatsapp: 'whatsapp_embedded_signup' };

/** POST {campaign}/signup/api/v1.0/customers: spec §3 "Sign-up payload". */
export const signupRequest = z.object({
  user_id: z.string().max(100),
  esme_id: z.coerce.number().int().positive(),
  name: z.string().max(200),
  expires_in: z.coerce.number().int().min(0),
  graph_domain: z.string().max(50),
  data_access_expiration_time: z.coerce.number().int().min(0),
  description: z.string().max(500),
  access_token: z.string().max(4000).nullable(),
  signed_request: z.string().max(4000).nullable(),
  code: z.string().min(1, 'The auth code is required.').max(2000),
  client_id: providerId,
  /**
   * Beyond spec §3's payload (docs/decisions.md): the WABA and number the customer picked in Meta's
   * dialog, from its `WA_EMBEDDED_SIGNUP` session info; without them the first the token reaches is taken.
   */
  waba_id: providerId.optional(),
  phone_number_id: providerId.optional(),
  /** Beyond spec §3's payload too: the feature type the dialog ran with; absent is whatsapp_embedded_signup. */
  feature_type: esbFeatureType.optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const wabaDataRow = z.object({ waba_id: z.string(), status: z.string() });
export type WabaDataRow = z.infer<typeof wabaDataRow>;

/** `result` 200 with `waba_data` is success (spec §5); any other result carries the provider's reason. */
export const signupResponse = z.object({
  result: z.int(),
  waba_data: z.array(wabaDataRow).optional(),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** The sandbox consent dialog asks our server for a code when the user continues. */
export const socialLoginCodeRequest = z.object({ app_id: providerId });
export const socialLoginCodeResponse = z.object({ code: z.string(), user_id: z.string(), expires_in: z.int() });

const esmeaddr = z.coerce.number().int().positive();
const channelId = z.literal('WABA').default('WABA');
const senderId = providerId;

/** GET account_metrics/{esme}/getSenderDetails: the account's WABAs and numbers as the provider reports them. */
export const senderDetailsParams = z.object({ esme: esmeaddr });
export const numberQuality = z.enum(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);
export const senderNumberDetails = z.object({
  senderId: z.string(),
  displayNumber: z.string(),
  verifiedName: z.string(),
  status: z.string(),
  quality: numberQuality,
  /** The portfolio's messaging limit (unique users a day); null is unlimited. */
  messagingLimit: z.number().int().nullable(),
  throughput: z.number().int(),
});
export type SenderNumberDetails = z.infer<typeof senderNumberDetails>;
export const wabaDetails = z.object({
  wabaId: z.string(),
  name: z.string(),
  status: z.string(),
  portfolio: z.string(),
  messagingLimit: z.number().int().nullable(),
  createdOn: z.string(),
  numbers: z.array(senderNumberDetails),
});
export type WabaDetails = z.infer<typeof wabaDetails>;
export const senderDetailsResponse = z.object({ wabas: z.array(wabaDetails) });

/** GET getEsmeSenderMappingDetails?esmeaddr&channelId=WABA: the numbers a profile can be chosen for. */
export const senderMappingQuery = z.object({ esmeaddr, channelId });
export const senderMapping = z.object({ senderId: z.string(), displayNumber: z.string(), verifiedName: z.string(), wabaId: z.string() });
export const senderMappingResponse = z.object({ senders: z.array(senderMapping) });

/** The Cloud API's business profile verticals. */
export const profileVertical = z.enum([
  'UNDEFINED', 'OTHER', 'AUTO', 'BEAUTY', 'APPAREL', 'EDU', 'ENTERTAIN', 'EVENT_PLAN', 'FINANCE', 'GROCERY', 'GOVT', 'HOTEL', 'HEALTH', 'NONPROFIT', 'PROF_SERVICES', 'RETAIL', 'TRAVEL', 'RESTAURANT', 'NOT_A_BIZ',
]);
export type ProfileVertical = z.infer<typeof profileVertical>;

/** The Cloud API's limits on a business profile's fields. */
export const profileFields = z.object({
  about: z.string().max(139),
  description: z.string().max(512),
  address: z.string().max(256),
  email: z.union([z.literal(''), z.email().max(128)]),
  websites: z.array(z.url({ protocol: /^https?$/ }).max(256)).max(2),
  vertical: profileVertical,
});
export type ProfileFields = z.infer<typeof profileFields>;

/** GET getCloudProfile / POST getProfile (esmeaddr, wabaNumber, userName). */
export const profileQuery = z.object({ esmeaddr, wabaNumber: senderId, userName: z.string().max(200).optional() });
export const businessProfile = profileFields.extend({
  senderId: z.string(),
  displayNumber: z.string(),
  verifiedName: z.string(),
  /** Where the photo is served, or null before one is uploaded. */
  photoUrl: z.string().nullable(),
  readReceipts: z.boolean(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/** POST profile/edit */
export const profileEditRequest = profileFields.extend({ esmeaddr, senderId });

/** A profile photo: JPEG or PNG up to 5 MB (the Cloud API's limit), base64 in JSON. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_ONLY_MESSAGE = 'Please upload image only!!';
export const photoUploadRequest = z.object({
  esmeaddr,
  senderId,
  fileName: z.string().min(1).max(255),
  mimeType: z.string().min(1).max(100),
  data: z.string().min(1).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 only.'),
});
export const photoQuery = z.object({ senderId });

/** GET containerStatus: whether the number's messaging container at the provider is up. */
export const containerStatusQuery = z.object({ esmeaddr: esmeaddr.optional(), senderId });
export const containerStatusResponse = z.object({ senderId: z.string(), status: z.enum(['RUNNING', 'STOPPED']), numberStatus: z.string(), checkedAt: z.string() });

/** POST getAutoResponse (esmeaddr, senderId, channelId). */
export const autoResponseGetRequest = z.object({ esmeaddr, senderId, channelId });
/** POST autoResponse / updateAutoResponse, all in the query (spec §7). */
export const autoResponseSetQuery = z.object({
  esmeaddr,
  senderId,
  channelId,
  autoResponseFlag: z.enum(['true', 'false']),
  text: z.string().max(4096),
});
export const autoResponseResponse = z.object({ senderId: z.string(), autoResponseFlag: z.boolean(), text: z.string() });

/** GET saveReadReceipts?esmeaddr&channelId&senderID&readRecipt (the spec's spellings). */
export const readReceiptsQuery = z.object({ esmeaddr, channelId, senderID: senderId, readRecipt: z.enum(['true', 'false']) });
export const readReceiptsResponse = z.object({ senderId: z.string(), readReceipts: z.boolean() });
