/**
 * Why an RCS recipient failed or was skipped, by the code stored with it: one table for the console,
 * the reports application and the export. `key` names the sentence (`rcsReasons.reason.<key>` in
 * en/ar/hi); `status` is Google's status string when our code is its HTTP status (RBM's REST
 * reference); `smsFallback` says whether SMS fallback can take a message that ended this way.
 */
export interface RcsReason {
  key: string;
  /** Google's name for it (`NOT_FOUND`, the `TTL_EXPIRATION_REVOKED` event); ours have none. */
  status?: string;
  /** The code is ours for one of Google's events, so Google's name is shown alone. */
  event?: true;
  /** SMS fallback takes only numbers that cannot receive RCS and messages our server revoked undelivered. */
  smsFallback: boolean;
}

export const RCS_REASONS: Readonly<Record<string, RcsReason>> = {
  '400': { key: 'invalid_argument', status: 'INVALID_ARGUMENT', smsFallback: false },
  '401': { key: 'unauthenticated', status: 'UNAUTHENTICATED', smsFallback: false },
  '403': { key: 'permission_denied', status: 'PERMISSION_DENIED', smsFallback: false },
  '404': { key: 'not_rcs_capable', status: 'NOT_FOUND', smsFallback: true },
  '409': { key: 'already_exists', status: 'ALREADY_EXISTS', smsFallback: false },
  // Ours: RBM's TTL_EXPIRATION_REVOKED event (server/messaging/channels/rcs/rcs-webhook.ts).
  '410': { key: 'ttl_revoked', status: 'TTL_EXPIRATION_REVOKED', event: true, smsFallback: false },
  '429': { key: 'resource_exhausted', status: 'RESOURCE_EXHAUSTED', smsFallback: false },
  '500': { key: 'provider_fault', status: 'INTERNAL', smsFallback: false },
  '503': { key: 'provider_fault', status: 'UNAVAILABLE', smsFallback: false },
  '504': { key: 'provider_fault', status: 'DEADLINE_EXCEEDED', smsFallback: false },
  no_answer: { key: 'no_answer', smsFallback: false },
  interrupted: { key: 'interrupted', smsFallback: false },
  opted_out: { key: 'opted_out', smsFallback: false },
  expired: { key: 'expired', smsFallback: false },
  cancelled: { key: 'cancelled', smsFallback: false },
  // Ours: revoked by our server after RBM_MESSAGE_TTL_SECONDS (server/messaging/dispatch/revoke-undelivered.ts), failed only without an SMS fallback.
  revoked: { key: 'revoked_undelivered', smsFallback: true },
};

/** RBM's answer for a number that cannot receive RCS: a message SMS fallback took was refused so. */
export const NOT_RCS_CAPABLE = '404';

/** A code the table does not know: its sentence says so, and the provider's words are shown beside it. */
export const UNKNOWN_RCS_REASON: RcsReason = { key: 'unknown', smsFallback: false };

/** The provider's own status at the start of its stored text (`NOT_FOUND: Requested entity…`), if any. */
const statusInText = (text: string | null) => /^([A-Z][A-Z_]+):/.exec(text ?? '')?.[1];

/**
 * The reason of a stored code and text: the table's entry, and the code shown beside the sentence —
 * the HTTP status with Google's status (`404 NOT_FOUND`), Google's event name, or our own code.
 * @example rcsReasonOf('404', 'NOT_FOUND: Requested entity was not found.') // { key: 'not_rcs_capable', providerCode: '404 NOT_FOUND', … }
 */
export function rcsReasonOf(code: string, text: string | null): RcsReason & { providerCode: string; known: boolean } {
  const entry = RCS_REASONS[code];
  const reason = entry ?? UNKNOWN_RCS_REASON;
  const status = /^\d{3}$/.test(code) ? (statusInText(text) ?? entry?.status) : undefined;
  const providerCode = entry?.event && entry.status ? entry.status : status ? `${code} ${status}` : code;
  return { ...reason, providerCode, known: entry !== undefined };
}

export type SmsFallbackOutcome = 'took' | 'none_set' | 'not_taken' | 'not_applicable';

/**
 * Whether SMS fallback took a recipient's message: it did when the message went by SMS; a failure it
 * could have taken was not, for want of an SMS sender id on the campaign or because the SMS failed;
 * other failures are not its kind. Skips were never sent: null.
 */
export function smsFallbackOutcome(row: { status: string; via: 'rcs' | 'sms'; reason: RcsReason | null }, campaignHasFallback: boolean): SmsFallbackOutcome | null {
  if (row.via === 'sms') return 'took';
  if (row.status !== 'FAILED' || !row.reason) return null;
  if (!row.reason.smsFallback) return 'not_applicable';
  return campaignHasFallback ? 'not_taken' : 'none_set';
}
