import * as z from 'zod/mini';

/** Every non-2xx answer of our server: a code, a readable message and, for 400, the bad fields by path. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Every `error` value the server sends. The `customer_login.*` values are i18n keys because the
 * customer sign-in screen shows the translation of the key in `error` (spec §8).
 */
export const apiErrorCode = {
  invalidRequest: 'invalid_request',
  /** An export's file still being written (409) or already expired (410): spelled as before, answered with their own status. */
  exportNotReady: 'invalid_request',
  exportExpired: 'invalid_request',
  invalidJson: 'invalid_json',
  emptyBody: 'empty_body',
  payloadTooLarge: 'payload_too_large',
  unauthenticated: 'unauthenticated',
  sessionExpired: 'session_expired',
  invalidCredentials: 'invalid_credentials',
  loginLocked: 'login_locked',
  verificationFailed: 'verification_failed',
  forbidden: 'forbidden',
  accountMismatch: 'account_mismatch',
  xsrfMismatch: 'xsrf_mismatch',
  sandboxDisabled: 'sandbox_disabled',
  notFound: 'not_found',
  usernameTaken: 'username_taken',
  cannotDeleteSelf: 'cannot_delete_self',
  internal: 'internal',
  /** The database is out of reach (a restart, a failover): 503, try again shortly. */
  databaseUnavailable: 'database_unavailable',
  // Chatbot area (src/api/contracts/chatbot*.ts).
  nameTaken: 'name_taken',
  folderNotEmpty: 'folder_not_empty',
  versionConflict: 'version_conflict',
  flowInvalid: 'flow_invalid',
  conversationBusy: 'conversation_busy',
  botNotReady: 'bot_not_ready',
  rateLimited: 'rate_limited',
  outboundRefused: 'outbound_refused',
  outboundTimeout: 'outbound_timeout',
  /** A provider or server setting failed a call we made for the caller: 502. */
  outboundFailed: 'outbound_failed',
  /** A bot's API call whose target could not be reached (DNS, connection): 424, spelled as a provider failure. */
  outboundUnreachable: 'outbound_failed',
  // Campaigns (src/api/contracts/campaigns.ts).
  campaignStateConflict: 'campaign_state_conflict',
  audienceNotReady: 'audience_not_ready',
  importMismatch: 'import_mismatch',
  /** Paced to its number's daily limit, the campaign would run past the 90-day horizon. */
  campaignTooLong: 'campaign_too_long',
  customerNotFound: 'customer_login.err.not_found',
  customerNotAllowed: 'customer_login.err.not_allowed',
  customerInactive: 'customer_login.err.inactive',
  customerLoginForbidden: 'customer_login.err.forbidden',
  customerAlreadyImpersonating: 'customer_login.err.already_impersonating',
  // WhatsApp templates (src/api/contracts/whatsapp-template-api.ts).
  templateInReview: 'template_in_review',
  templateNotStored: 'template_not_stored',
  templateInUse: 'template_in_use',
  // WhatsApp accounts (src/api/contracts/whatsapp-waba.ts): addWabaID of a WABA another account holds.
  wabaHeld: 'waba_held',
} as const;
export type ApiErrorCode = (typeof apiErrorCode)[keyof typeof apiErrorCode];
/** The server's name for an error: it decides the status (`server/platform/http/error-status.ts`); `apiErrorCode[name]` is what the body says. */
export type ApiErrorName = keyof typeof apiErrorCode;
