import { openDialog } from './dialog-host';
import { DownloadColumnsDialog, type DownloadColumnsDialogProps, type DownloadColumnsResult } from './download-columns-dialog';
import { TemplateActionPopup, type TemplateActionPopupProps } from './template-action-popup';

/**
 * @example const choice = await openDownloadColumns({ loadColumns: () => fetchColumns(page) });
 * if (typeof choice === 'object') startDownload(choice.columns, choice.fileType);
 */
export function openDownloadColumns(props: Omit<DownloadColumnsDialogProps, 'onClose'>): Promise<DownloadColumnsResult> {
  return openDialog<DownloadColumnsResult>((close) => <DownloadColumnsDialog {...props} onClose={close} />);
}

/** Resolves with the pressed button's action, or undefined when dismissed. */
export function openTemplateAction<A>(props: Omit<TemplateActionPopupProps<A>, 'onClose'>): Promise<A | undefined> {
  return openDialog<A | undefined>((close) => <TemplateActionPopup {...props} onClose={close} />);
}
