import { z } from 'zod';
import { CAMPAIGN_REPORT_PAGE, exportFileType, exportJob } from './campaign-export';
import { RCS_CAMPAIGN_REPORT_PAGE } from './rcs-campaigns';
import { TABLE_DOWNLOAD_PAGES } from './tables';

/**
 * The Download Center (#15): every export of the console is a download job of one page's rows.
 * The `pagename` is the one the page sends to `{reports}/download/column_list`.
 */
export const DOWNLOAD_PAGES = {
  campaignReport: CAMPAIGN_REPORT_PAGE,
  rcsCampaignReport: RCS_CAMPAIGN_REPORT_PAGE,
  chatReport: 'chatbot-chat-report',
  userList: 'user-list',
  templateList: 'whatsapp-template-list',
  transactionHistory: 'whatsapp-transaction-history',
  ...TABLE_DOWNLOAD_PAGES,
} as const;
export type DownloadPage = (typeof DOWNLOAD_PAGES)[keyof typeof DOWNLOAD_PAGES];

/** Starts a job: the page, its log section, the ticked columns (column_list names) and the page's filters. */
export const createDownloadRequest = z.object({
  pagename: z.string().trim().min(1).max(100),
  logsection: z.string().trim().min(1).max(100).default('All'),
  columns: z
    .array(z.string().max(100))
    .min(1, 'Select at least one column')
    .max(100)
    .refine((columns) => new Set(columns).size === columns.length, 'Each column once'),
  fileType: exportFileType,
  /** The page's filters as text, e.g. `{ "campaignId": "…", "status": "FAILED" }`; each page names its own. */
  filter: z.record(z.string().max(100), z.string().max(500)).default({}),
});
export type CreateDownloadRequest = z.input<typeof createDownloadRequest>;

export const downloadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const downloadListResponse = z.object({
  rows: z.array(exportJob),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** config.json `downloadRetentionDays`, so the page can say how long files are kept. */
  retentionDays: z.number().int(),
});
export type DownloadListResponse = z.infer<typeof downloadListResponse>;

export const deleteDownloadResponse = z.object({ deleted: z.literal(true) });
