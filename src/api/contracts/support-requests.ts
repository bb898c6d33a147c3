import { z } from 'zod';

/**
 * Help center support requests (#14): a customer writes to support from the console; the request is
 * stored with its status, OPEN on creation, and listed to the account that wrote it.
 */

/** The console areas a help article or a support request is about. */
export const HELP_AREAS = ['campaigns', 'templates', 'webhooks', 'rcs', 'downloads', 'chatbot', 'users', 'billing', 'other'] as const;
export const helpArea = z.enum(HELP_AREAS);
export type HelpArea = z.infer<typeof helpArea>;

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_DESCRIPTION_MAX = 2000;

export const SUPPORT_REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;

export const supportRequestBody = z.object({
  subject: z.string().trim().min(1, 'Enter a subject.').max(SUPPORT_SUBJECT_MAX, `At most ${SUPPORT_SUBJECT_MAX} characters.`),
  area: helpArea,
  description: z.string().trim().min(1, 'Describe the problem.').max(SUPPORT_DESCRIPTION_MAX, `At most ${SUPPORT_DESCRIPTION_MAX} characters.`),
  /** Where support answers when not the account's own address; empty means none. */
  contactEmail: z.union([z.literal(''), z.email('An e-mail address, e.g. ops@example.com.').max(254)]).optional(),
});
export type SupportRequestBody = z.infer<typeof supportRequestBody>;

export const supportRequest = z.object({
  id: z.uuid(),
  subject: z.string(),
  area: helpArea,
  description: z.string(),
  contactEmail: z.string().nullable(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SupportRequest = z.infer<typeof supportRequest>;

export const supportRequestList = z.object({ rows: z.array(supportRequest) });
export type SupportRequestList = z.infer<typeof supportRequestList>;
