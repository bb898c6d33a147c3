import { CAMPAIGN_REPORT_COLUMNS, CAMPAIGN_REPORT_PAGE } from '@/api/contracts/campaign-export';
import { RCS_CAMPAIGN_REPORT_PAGE } from '@/api/contracts/rcs-campaigns';

/**
 * The columns of each downloadable page (spec §7 `column_list`), by `pagename` then `logsection`;
 * `All` is every section. Each page's export accepts exactly these names.
 */
export const COLUMN_LISTS: Record<string, Record<string, readonly string[]>> = {
  [CAMPAIGN_REPORT_PAGE]: { All: CAMPAIGN_REPORT_COLUMNS },
  [RCS_CAMPAIGN_REPORT_PAGE]: { All: CAMPAIGN_REPORT_COLUMNS },
};

export const columnsOf = (pageName: string, logSection: string): readonly string[] => COLUMN_LISTS[pageName]?.[logSection] ?? [];
