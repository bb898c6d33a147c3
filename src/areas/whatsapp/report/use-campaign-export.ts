import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignReportColumn, type CampaignReportColumn, type ExportJob } from '@/api/contracts/campaign-export';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { openDownloadColumns, openFileType } from '@/shell/dialogs/open-dialogs';
import { fetchExportFile, fetchExportJob, fetchReportColumns, startExport } from './report-api';
import { saveBlob } from './report-format';

const POLL_MS = 800;

export type ExportPhase = { kind: 'idle' } | { kind: 'starting' } | { kind: 'job'; jobId: string } | { kind: 'error'; message: string };

/**
 * Export → Download Columns (from column_list) → File type → a download job on the server, polled
 * for its progress; the file is fetched and saved once the job is done.
 */
export function useCampaignExport(campaignId: string, status: RecipientStatus | undefined) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [phase, setPhase] = useState<ExportPhase>({ kind: 'idle' });
  const [saved, setSaved] = useState<string | null>(null);
  const labels = useRef(new Map<string, CampaignReportColumn>());
  const jobId = phase.kind === 'job' ? phase.jobId : null;

  // The dialog shows names as they come; ours are translated here and mapped back on Download.
  const loadColumns = useCallback(async () => {
    const { columns } = await fetchReportColumns(client);
    labels.current = new Map(
      columns.flatMap(({ name }) => {
        const key = campaignReportColumn.safeParse(name);
        return key.success ? [[t(`waReport.columns.${key.data}`), key.data] as const] : [];
      }),
    );
    return [...labels.current.keys()].map((name) => ({ name }));
  }, [client, t]);

  const job = useQuery({
    queryKey: ['wa-report', 'export', jobId],
    queryFn: () => fetchExportJob(client, jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && (query.state.data.state === 'DONE' || query.state.data.state === 'FAILED') ? false : POLL_MS),
  });

  const download = useCallback(
    async (done: ExportJob) => {
      try {
        saveBlob(done.fileName, await fetchExportFile(client, done.id));
        setSaved(done.id);
      } catch {
        setPhase({ kind: 'error', message: t('waReport.export.download_failed') });
      }
    },
    [client, t],
  );

  const current = job.data?.id === jobId ? job.data : undefined;
  useEffect(() => {
    if (current?.state === 'DONE' && saved !== current.id) void download(current);
  }, [current, saved, download]);

  const start = async () => {
    const chosen = await openDownloadColumns({ loadColumns });
    if (!Array.isArray(chosen)) return;
    const fileType = await openFileType();
    if (!fileType) return;
    const columns = chosen.flatMap((label) => labels.current.get(label) ?? []);
    setPhase({ kind: 'starting' });
    try {
      const created = await startExport(client, campaignId, { columns, fileType, status });
      setSaved(null);
      setPhase({ kind: 'job', jobId: created.id });
    } catch {
      setPhase({ kind: 'error', message: t('waReport.export.start_failed') });
    }
  };

  return { phase, job: current, jobError: job.isError, start, downloadAgain: () => (current ? download(current) : undefined) };
}
