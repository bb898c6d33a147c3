import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthHeaders } from '@/api/client';
import { columnListResponse, EXCEL_MAX_ROWS, exportJob, type ExportJob } from '@/api/contracts/campaign-export';
import type { DownloadPage } from '@/api/contracts/downloads';
import { ApiError } from '@/api/errors';
import { useApiClient } from '@/api/react';
import { topItems } from '../access';
import { openDownloadColumns } from '../dialogs/open-dialogs';
import { notify } from '../feedback/notify';
import { canOpenDownloadCenter } from './download-center-access';

export interface DownloadOptions {
  /** The page of `{reports}/download/column_list`. */
  pagename: DownloadPage;
  logsection?: string;
  /** The page's filters as it shows them, so the file holds what the page lists. */
  filter?: Record<string, string>;
  /** The rows the page counts: beyond EXCEL_MAX_ROWS the dialog turns Excel off and says CSV is needed. */
  rows?: number;
  combinedReport?: boolean;
}

/**
 * Where the dialogs' calls go: the console's `{reports}/download/column_list` and `{reports}/downloads`
 * with the session by default; the reports tab's own pair with its access token.
 */
export interface DownloadCalls {
  columnListPath: string;
  downloadsPath: string;
  auth?: AuthHeaders;
}

const CONSOLE_CALLS: DownloadCalls = { columnListPath: '/download/column_list', downloadsPath: '/downloads' };

/** The server's reason for a refused download, e.g. Excel over its row limit. */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.values(error.body?.fields ?? {})[0] ?? error.body?.message;
}

/**
 * Export of any page as a Download Center job: one Download Columns dialog (the page's `column_list`,
 * names shown translated, and the file type) → `POST {reports}/downloads`. Resolves with the queued job, or
 * undefined when the user stopped or the server refused (a toast says why).
 */
export function useStartDownload(calls: DownloadCalls = CONSOLE_CALLS) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  const start = useCallback(
    async (options: DownloadOptions): Promise<ExportJob | undefined> => {
      const logsection = options.logsection ?? 'All';
      const names = new Map<string, string>();
      const loadColumns = async () => {
        const { columns } = await client.call(
          { service: 'reports', path: calls.columnListPath },
          { method: 'post', json: { pagename: options.pagename, logsection }, schema: columnListResponse, auth: calls.auth },
        );
        for (const { name } of columns) names.set(t(`downloadCenter.columns.${name}`, { defaultValue: name }), name);
        return [...names.keys()].map((name) => ({ name }));
      };
      const choice = await openDownloadColumns({
        loadColumns,
        combinedReport: options.combinedReport,
        ...(options.rows === undefined ? {} : { excelLimit: { rows: options.rows, max: EXCEL_MAX_ROWS } }),
      });
      if (typeof choice !== 'object') return undefined;
      const { fileType } = choice;
      setBusy(true);
      try {
        const columns = choice.columns.flatMap((label) => names.get(label) ?? []);
        const job = await client.call(
          { service: 'reports', path: calls.downloadsPath },
          { method: 'post', json: { pagename: options.pagename, logsection, columns, fileType, filter: options.filter ?? {} }, schema: exportJob, auth: calls.auth },
        );
        // The reports tab has no console session: its toast names the console's Download Center, without a link.
        if (calls !== CONSOLE_CALLS) notify.success(t('downloadCenter.queued', { file: job.fileName }));
        else if (canOpenDownloadCenter()) {
          notify.success(t('downloadCenter.queued', { file: job.fileName }), { action: { label: t('downloadCenter.open_center'), onClick: () => (window.location.hash = `#${topItems.downloadCenter.path}`) } });
        } else notify.success(t('downloadCenter.queued_no_center', { file: job.fileName }));
        return job;
      } catch (error) {
        notify.error(refusal(error) ?? t('downloadCenter.start_failed'));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [calls, client, t],
  );

  return { start, busy };
}
