import { z } from 'zod';
import { contactRow } from './tables';

/**
 * A saved contact list read whole as a campaign's audience (#15 "the account's reusable lists that
 * campaigns draw on"): the send forms of both channels page through it by number, far larger pages
 * than the tables page shows, then send it as they send an uploaded file.
 */
export const CONTACT_LIST_AUDIENCE_MAX_ROWS = 5_000;
export const contactListAudienceQuery = z.object({
  /** The last number of the page before (`next`); empty for the first page. */
  after: z.string().max(20).default(''),
  limit: z.coerce.number().int().min(1).max(CONTACT_LIST_AUDIENCE_MAX_ROWS).default(CONTACT_LIST_AUDIENCE_MAX_ROWS),
});
export type ContactListAudienceQuery = z.input<typeof contactListAudienceQuery>;
export const contactListAudience = z.object({
  /** The list's columns besides the phone, in file order. */
  columns: z.array(z.string()),
  rows: z.array(contactRow),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type ContactListAudience = z.infer<typeof contactListAudience>;
