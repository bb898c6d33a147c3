import { openDialog } from './dialog-host';
import { DownloadColumnsDialog, type DownloadColumnsDialogProps, type DownloadColumnsResult } from './download-columns-dialog';
import { FileTypeDialog, type FileType, type FileTypeDialogProps } from './file-type-dialog';
import { TemplateActionPopup, type TemplateActionPopupProps } from './template-action-popup';

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

/** Resolves with the pressed button's action, or undefined when dismissed. */
export function openTemplateAction<A>(props: Omit<TemplateActionPopupProps<A>, 'onClose'>): Promise<A | undefined> {
  return openDialog<A | undefined>((close) => <TemplateActionPopup {...props} onClose={close} />);
}
