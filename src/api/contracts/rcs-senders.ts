import { z } from 'zod';

/**
 * Spec §7 "RCS campaigns": `POST getSenderIds {esmeaddr}` and `POST rcs/getSmsSenderIds {esmeaddr}`
 * under the campaign base. `esmeaddr` is sent as the spec shows it; the server takes the account from
 * the session and refuses another one.
 */

/** The config's `services.campaign` base, where the RCS calls of spec §7 live. */
export const RCS_CAMPAIGN_BASE = '/api/campaign';

export const esmeaddrField = z.coerce.number().int().positive();

export const senderIdsRequest = z.object({ esmeaddr: esmeaddrField });
export type SenderIdsRequest = z.infer<typeof senderIdsRequest>;

/** An RBM agent of the account: `senderId` is the agent id a message is sent from. */
export const rcsSender = z.object({
  senderId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The agent's brand colour (#rrggbb), drawn in the phone preview's header. */
  color: z.string(),
});
export type RcsSender = z.infer<typeof rcsSender>;

export const senderIdsResponse = z.object({ senderIds: z.array(rcsSender) });
export type SenderIdsResponse = z.infer<typeof senderIdsResponse>;

/** An SMS header the fallback for numbers without RCS can be sent from. */
export const smsSenderId = z.object({ senderId: z.string() });
export const smsSenderIdsResponse = z.object({ smsSenderIds: z.array(smsSenderId) });
export type SmsSenderIdsResponse = z.infer<typeof smsSenderIdsResponse>;
