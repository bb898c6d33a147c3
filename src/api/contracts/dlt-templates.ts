import { z } from 'zod';
import { esmeaddrField } from './rcs-senders';

/**
 * Spec §7 "RCS campaigns": `POST getdlttemplate {sender ids}` under the campaign base. India's TRAI DLT
 * registers every SMS text per header (SMS sender id); the SMS fallback of an RCS campaign to Indian
 * numbers may send only such a text. Sender ids of another account are refused (400 `senderIds.N`).
 */

export const DLT_TEMPLATE_TYPES = ['TRANSACTIONAL', 'SERVICE_IMPLICIT', 'SERVICE_EXPLICIT', 'PROMOTIONAL'] as const;
export const dltTemplateType = z.enum(DLT_TEMPLATE_TYPES);

/** The id the DLT platform issues a template: 19 digits. */
export const dltTemplateId = z.string().regex(/^\d{19}$/, 'A DLT template id is 19 digits');

export const dltTemplatesRequest = z.object({
  esmeaddr: esmeaddrField,
  /** SMS sender ids of the account, as `rcs/getSmsSenderIds` lists them. */
  senderIds: z.array(z.string().trim().min(1).max(20)).min(1, 'Name at least one SMS sender id').max(50),
});
export type DltTemplatesRequest = z.input<typeof dltTemplatesRequest>;

export const dltTemplate = z.object({
  dltTemplateId,
  /** The header it is registered for. */
  senderId: z.string(),
  name: z.string(),
  type: dltTemplateType,
  /** The registered text; each `{#var#}` is a variable. */
  content: z.string(),
});
export type DltTemplate = z.infer<typeof dltTemplate>;

export const dltTemplatesResponse = z.object({ templates: z.array(dltTemplate) });
