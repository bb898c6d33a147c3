import type { GraphErrorBody } from '../../channels/whatsapp/cloud-api-types';

/** A refusal as the Graph API answers it: HTTP status plus the `{ error: {…} }` envelope. */
export interface GraphRefusal {
  status: number;
  body: GraphErrorBody;
}

let traceCounter = 0;

function refusal(status: number, code: number, message: string, extra: Partial<GraphErrorBody['error']> = {}): GraphRefusal {
  traceCounter += 1;
  return { status, body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: `SANDBOX${traceCounter.toString(36).toUpperCase()}` } } };
}

const details = (text: string) => ({ error_data: { messaging_product: 'whatsapp', details: text } });

export const graphErrors = {
  badToken: () => refusal(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  unknownObject: (id: string) =>
    refusal(400, 100, `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, {
      type: 'GraphMethodException',
      error_subcode: 33,
    }),
  permission: (detail: string) => refusal(403, 200, '(#200) Permissions error', details(detail)),
  invalidParameter: (detail: string) => refusal(400, 100, '(#100) Invalid parameter', details(detail)),
  throughput: () => refusal(400, 130429, '(#130429) Rate limit hit', details('Cloud API message throughput has been reached.')),
  pairRateLimit: () => refusal(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit', details('Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.')),
  reEngagement: () =>
    refusal(400, 131047, '(#131047) Re-engagement message', details('Message failed to send because more than 24 hours have passed since the customer last replied to this number.')),
  mediaUpload: (detail: string) => refusal(400, 131053, '(#131053) Media upload error', details(detail)),
  parameterMissing: (detail: string) => refusal(400, 131008, '(#131008) Required parameter is missing', details(detail)),
  parameterCount: (detail: string) => refusal(400, 132000, '(#132000) Number of parameters does not match the expected number of params', details(detail)),
  templateMissing: (name: string, language: string) =>
    refusal(404, 132001, '(#132001) Template name does not exist in the translation', details(`template name (${name}) does not exist in ${language}`)),
  parameterFormat: (detail: string) => refusal(400, 132012, '(#132012) Parameter format does not match format in the created template', details(detail)),
  templatePaused: (name: string) => refusal(400, 132015, '(#132015) Template is Paused', details(`Template ${name} is paused because of low quality`)),
  templateDisabled: (name: string) => refusal(400, 132016, '(#132016) Template is Disabled', details(`Template ${name} is disabled`)),
  templateExists: (name: string, language: string) =>
    refusal(400, 100, 'Invalid parameter', { error_subcode: 2388024, error_user_title: 'Message template already exists', error_user_msg: `There is already ${language} content for this template (${name}). You can either create a new template or edit the existing one.` }),
  templateCreationLimit: () =>
    refusal(400, 80008, '(#80008) There have been too many calls to this WhatsApp Business account. Wait a bit and try again.', details('At most 100 message templates can be created per WhatsApp Business account an hour.')),
  templateNotFound: (what: string) => refusal(400, 100, 'Invalid parameter', details(`message template ${what} not found`)),
  /** Graph's own trouble, answered before anything happened (code 2 is its "temporarily unavailable", 1 its unknown error). */
  transient: (status: number) => (status === 503 ? refusal(503, 2, 'Service temporarily unavailable') : refusal(status, 1, 'An unknown error occurred')),
  templateInReview: (id: string) => refusal(400, 100, 'Invalid parameter', { error_subcode: 2388025, ...details(`template ${id} is in review and cannot be edited yet`) }),
};

/** The texts of the failures the sandbox reports in status webhooks. */
export const statusErrors: Record<131026 | 131049, { title: string; details: string }> = {
  131026: { title: 'Message undeliverable', details: 'Message could not be delivered: the recipient cannot receive this message.' },
  131049: { title: 'This message was not delivered to maintain healthy ecosystem engagement.', details: 'The recipient has reached their limit of marketing messages for now.' },
};
