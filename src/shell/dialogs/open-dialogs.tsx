import { openDialog } from './dialog-host';
import { DownloadColumnsDialog, type DownloadColumnsDialogProps, type DownloadColumnsResult } from './download-columns-dialog';

/**
 * @example const choice = await openDownloadColumns({ loadColumns: () => fetchColumns(page) });
 * if (typeof choice === 'object') startDownload(choice.columns, choice.fileType);
 */
export function openDownloadColumns(props: Omit<DownloadColumnsDialogProps, 'onClose'>): Promise<DownloadColumnsResult> {
  return openDialog<DownloadColumnsResult>((close) => <DownloadColumnsDialog {...props} onClose={close} />);
}

