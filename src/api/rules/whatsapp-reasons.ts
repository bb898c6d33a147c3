/**
 * Why a WhatsApp recipient failed or was skipped, by the code stored with it: Meta's error code
 * (Cloud API "Error codes" reference) or ours. One table for the report, its export and the recipients'
 * rows; `key` names the sentence (`waReasons.reason.<key>` in en/ar/hi). Codes Meta gives one meaning
 * for several situations share a sentence that names them.
 */
export const WHATSAPP_REASONS: Readonly<Record<string, string>> = {
  '100': 'invalid_parameter',
  '190': 'token_expired',
  '368': 'policy_blocked',
  '130429': 'throughput_limit',
  '130472': 'experiment',
  '130497': 'country_restricted',
  '131000': 'provider_fault',
  '131005': 'access_denied',
  '131008': 'template_values_missing',
  '131009': 'invalid_parameter',
  '131016': 'provider_fault',
  '131021': 'recipient_is_sender',
  '131026': 'undeliverable',
  '131031': 'account_locked',
  '131042': 'payment_issue',
  '131047': 'reengagement',
  '131048': 'spam_limit',
  '131049': 'marketing_limit',
  '131050': 'marketing_stopped',
  '131051': 'unsupported_type',
  '131052': 'media_download',
  '131053': 'media_upload',
  '131056': 'pair_limit',
  '131057': 'maintenance',
  '132000': 'template_values_missing',
  '132001': 'template_missing',
  '132005': 'template_too_long',
  '132007': 'template_policy',
  '132012': 'template_value_format',
  '132015': 'template_paused',
  '132016': 'template_disabled',
  '133010': 'number_not_registered',
  // Ours (server/messaging/campaigns/unknown-fate.ts, dispatch/claim-chunk.ts, campaign-actions.ts).
  no_answer: 'no_answer',
  interrupted: 'interrupted',
  opted_out: 'opted_out',
  expired: 'expired',
  cancelled: 'cancelled',
};

export const UNKNOWN_WHATSAPP_REASON = 'unknown';

/**
 * The sentence key of a stored code, and whether the table knows it: for an unknown one the report
 * shows the provider's own words beside the "not described yet" sentence.
 * @example whatsappReasonOf('131026') // { key: 'undeliverable', known: true }
 */
export function whatsappReasonOf(code: string): { key: string; known: boolean } {
  const key = WHATSAPP_REASONS[code];
  return key ? { key, known: true } : { key: UNKNOWN_WHATSAPP_REASON, known: false };
}

/** One language's `waReasons` texts. */
export interface WhatsappReasonWords {
  reason: Record<string, string>;
  provider_said: string;
}

/**
 * A stored code as one line of text, as a file holds it: the sentence, with Meta's words after it only
 * when no sentence explains the code (put in by a function, so a `$&` in Meta's words stays as written).
 */
export function whatsappReasonLine(code: string, text: string | null, words: WhatsappReasonWords): string {
  const reason = whatsappReasonOf(code);
  const sentence = words.reason[reason.key] ?? '';
  return !reason.known && text ? `${sentence} ${words.provider_said.replace('{{text}}', () => text)}` : sentence;
}
