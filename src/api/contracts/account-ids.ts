// zod/mini: the shell asks this when it opens the reports application, and the shell's calls sit on the sign-in page's chunk.
import * as z from 'zod/mini';

/**
 * GET {campaign}/v1.0/templates/getRcsEsmeWabaIdInfo?esmeaddr (spec §7): the account's RCS sender ids
 * (its RBM agents) and WABA ids together, and `is_aws`, the template service's answer that picks the
 * reports host (spec §7 "Other", §9): 1 when the account's reports are on the AWS host.
 */
/** Under the template service's base (whatsapp-template-api.ts TEMPLATES_BASE), spelled out so the shell's chunk does not take the template contracts with it. */
export const RCS_ESME_WABA_INFO_PATH = '/api/campaign/v1.0/templates/getRcsEsmeWabaIdInfo';
export const rcsEsmeWabaInfoQuery = z.object({ esmeaddr: z.optional(z.coerce.number().check(z.int(), z.positive())) });
export const rcsEsmeWabaInfoResponse = z.object({
  esmeaddr: z.int(),
  wabaIds: z.array(z.object({ wabaId: z.string(), name: z.string() })),
  rcsIds: z.array(z.object({ senderId: z.string(), name: z.string() })),
  is_aws: z.union([z.literal(0), z.literal(1)]),
});
export type RcsEsmeWabaInfo = z.infer<typeof rcsEsmeWabaInfoResponse>;
