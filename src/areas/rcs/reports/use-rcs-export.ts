import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignReportColumn, type ExportJob } from '@/api/contracts/campaign-export';
import { useApiClient } from '@/api/react';
import { openDownloadColumns, openFileType } from '@/shell/dialogs/open-dialogs';
import { notify } from '@/shell/feedback/notify';
import { useEsmeaddr } from '../campaigns/rcs-campaign-api';
import { fetchRcsColumns, fetchRcsExport, fetchRcsExportFile, startRcsExport } from './rcs-report-api';

const POLL_MS = 800;

function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Export → Download Columns → File type → an export job, followed until its file is saved. */
export function useRcsExport(campaignId: string) {
  const { t } = useTranslation();
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const [job, setJob] = useState<ExportJob | null>(null);

  const start = async () => {
    const labels = new Map<string, string>();
    const chosen = await openDownloadColumns({
      loadColumns: async () => {
        const { columns } = await fetchRcsColumns(client);
        for (const { name } of columns) if (campaignReportColumn.safeParse(name).success) labels.set(t(`rcsCampaigns.columns.${name}`), name);
        return [...labels.keys()].map((name) => ({ name }));
      },
    });
    if (!Array.isArray(chosen)) return;
    const fileType = await openFileType();
    if (!fileType) return;
    try {
      let current = await startRcsExport(client, { esmeaddr, campaignId, columns: chosen.flatMap((label) => labels.get(label) ?? []), fileType });
      setJob(current);
      while (current.state === 'QUEUED' || current.state === 'RUNNING') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        current = await fetchRcsExport(client, esmeaddr, current.id);
        setJob(current);
      }
      if (current.state === 'DONE') saveBlob(current.fileName, await fetchRcsExportFile(client, current.id));
      else notify.error(current.error ?? t('rcsCampaigns.report.export_failed'));
    } catch {
      notify.error(t('rcsCampaigns.report.export_failed'));
    }
  };
  return { job, start };
}
