import { z } from 'zod';
import { AUDIENCE_CHUNK_MAX_ROWS, e164Phone } from './campaigns';

/**
 * The tables area (#15): the account's reusable lists that campaigns draw on. Contact lists saved from
 * uploads, the opt-out list (STOP replies land there too), RCS exclusion groups and engaged users.
 * Every list is a page of rows with the spec §3 list model: page, pageSize, search, sortKey, reverse.
 */
export const TABLES_PATH = '/api/tables';

/** The download pages of `{reports}/download/column_list` for the tables' exports. */
export const TABLE_DOWNLOAD_PAGES = {
  optOuts: 'tables-opt-outs',
  engagedUsers: 'tables-engaged-users',
  contactList: 'tables-contact-list',
} as const;

/** Spec §3 list model; `reverse` true reads the sort key from the highest down. */
const listQuery = <K extends readonly [string, ...string[]]>(sortKeys: K, defaultKey: K[number]) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    search: z.string().trim().max(100).default(''),
    sortKey: z.enum(sortKeys).default(defaultKey),
    reverse: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  });

const page = <R extends z.ZodType>(row: R) => z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const OPT_OUT_SORT_KEYS = ['phone', 'reason', 'at'] as const;
export const optOutListQuery = listQuery(OPT_OUT_SORT_KEYS, 'at');
export type OptOutListQuery = z.input<typeof optOutListQuery>;
export const optOutRow = z.object({
  phone: z.string(),
  /** Why: a STOP reply's words, or what the person who added it wrote. */
  reason: z.string(),
  /** The campaign a STOP reply answered, when known. */
  campaignName: z.string().nullable(),
  /** When: ISO instant. */
  at: z.string(),
});
export type OptOutRow = z.infer<typeof optOutRow>;
export const optOutList = page(optOutRow);
export type OptOutList = z.infer<typeof optOutList>;

/** Adds numbers by hand or one chunk of an imported file; a number already listed keeps its first reason and time. */
export const addOptOutsRequest = z.object({
  rows: z
    .array(z.object({ phone: e164Phone, reason: z.string().trim().max(200).default('') }))
    .min(1, 'Give at least one number')
    .max(AUDIENCE_CHUNK_MAX_ROWS),
});
export type AddOptOutsRequest = z.input<typeof addOptOutsRequest>;
export const addOptOutsResponse = z.object({ added: z.number().int(), alreadyListed: z.number().int() });

/** Takes numbers off the list: campaigns may write to them again. */
export const removeOptOutsRequest = z.object({ phones: z.array(e164Phone).min(1, 'Give at least one number').max(AUDIENCE_CHUNK_MAX_ROWS) });
export const removeOptOutsResponse = z.object({ removed: z.number().int() });

export const ENGAGED_SORT_KEYS = ['phone', 'lastAt', 'messages'] as const;
/** The campaign form's ENGAGED_USERS window: 1 to 90 days. */
export const engagedListQuery = listQuery(ENGAGED_SORT_KEYS, 'lastAt').extend({ days: z.coerce.number().int().min(1).max(90).default(30) });
export type EngagedListQuery = z.input<typeof engagedListQuery>;
export const engagedRow = z.object({ phone: z.string(), lastAt: z.string(), messages: z.number().int() });
export type EngagedRow = z.infer<typeof engagedRow>;
/** `since`: the window's start as the server computed it; an export of the page passes it on, so the file holds these contacts. */
export const engagedList = page(engagedRow).extend({ days: z.number().int(), since: z.string() });
export type EngagedList = z.infer<typeof engagedList>;

export const CONTACT_LIST_SORT_KEYS = ['name', 'rows', 'createdOn'] as const;
export const contactListsQuery = listQuery(CONTACT_LIST_SORT_KEYS, 'createdOn');
export type ContactListsQuery = z.input<typeof contactListsQuery>;
export const contactListSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The upload's columns besides the phone, in file order. */
  columns: z.array(z.string()),
  rows: z.number().int(),
  createdBy: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type ContactListSummary = z.infer<typeof contactListSummary>;
export const contactLists = page(contactListSummary);
export type ContactLists = z.infer<typeof contactLists>;

const columnTitle = z.string().trim().min(1).max(100);
export const createContactListRequest = z.object({
  name: z.string().trim().min(1, 'Give the list a name').max(100),
  columns: z
    .array(columnTitle)
    .max(50)
    .refine((columns) => new Set(columns).size === columns.length, 'Each column once')
    .default([]),
});
export type CreateContactListRequest = z.input<typeof createContactListRequest>;

/** One chunk of an upload's valid rows; a phone already in the list keeps its first row. */
export const addContactRowsRequest = z.object({
  rows: z
    .array(z.object({ phone: e164Phone, cells: z.record(columnTitle, z.string().max(1024)).default({}) }))
    .min(1, 'Give at least one row')
    .max(AUDIENCE_CHUNK_MAX_ROWS),
});
export type AddContactRowsRequest = z.input<typeof addContactRowsRequest>;
export const addContactRowsResponse = z.object({ added: z.number().int(), duplicates: z.number().int(), rows: z.number().int() });

export const CONTACT_ROW_SORT_KEYS = ['phone'] as const;
export const contactRowsQuery = listQuery(CONTACT_ROW_SORT_KEYS, 'phone');
export type ContactRowsQuery = z.input<typeof contactRowsQuery>;
export const contactRow = z.object({ phone: z.string(), cells: z.record(z.string(), z.string()) });
export type ContactRow = z.infer<typeof contactRow>;
export const contactRows = page(contactRow);
export type ContactRows = z.infer<typeof contactRows>;

export const contactListIdParams = z.object({ id: z.uuid() });
export const deleteContactListResponse = z.object({ id: z.uuid(), deleted: z.literal(true) });

export const EXCLUSION_GROUP_SORT_KEYS = ['name', 'numbers', 'updatedOn'] as const;
/** The RCS exclusion groups as a page; making, filling and deleting them are the RCS routes (`rcs/groups/*`). */
export const exclusionGroupsQuery = listQuery(EXCLUSION_GROUP_SORT_KEYS, 'name');
export type ExclusionGroupsQuery = z.input<typeof exclusionGroupsQuery>;
export const exclusionGroupRow = z.object({ id: z.uuid(), name: z.string(), numbers: z.number().int(), createdOn: z.string(), updatedOn: z.string() });
export const exclusionGroupPage = page(exclusionGroupRow);
export type ExclusionGroupPage = z.infer<typeof exclusionGroupPage>;
