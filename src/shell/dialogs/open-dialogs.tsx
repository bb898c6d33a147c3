import { openDialog } from './dialog-host';
import { DownloadColumnsDialog, type DownloadColumnsDialogProps, type DownloadColumnsResult } from './download-columns-dialog';
import { FileTypeDialog, type FileType, type FileTypeDialogProps } from './file-type-dialog';

/**
 * @example const columns = await openDownloadColumns({ loadColumns: () => fetchColumns(page) });
 * if (Array.isArray(columns)) startDownload(columns);
 */
export function openDownloadColumns(props: Omit<DownloadColumnsDialogProps, 'onClose'>): Promise<DownloadColumnsResult> {
  return openDialog<DownloadColumnsResult>((close) => <DownloadColumnsDialog {...props} onClose={close} />);
}

/** Resolves with 'csv' or 'excel', or undefined when closed without a choice. */
export function openFileType(props: Omit<FileTypeDialogProps, 'onClose'> = {}): Promise<FileType | undefined> {
  return openDialog<FileType | undefined>((close) => <FileTypeDialog {...props} onClose={close} />);
}

