import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { Spinner } from '@/ui/spinner';
import { notify } from '../feedback/notify';

export type DownloadColumnsResult = string[] | 'Cancelled' | undefined;

export interface DownloadColumnsDialogProps {
  /** Fetches the report's columns; called once when the dialog opens, so pass a stable function. */
  loadColumns: () => Promise<{ name: string }[]>;
  /** Request data `combined_report`: the Download button says 'Download Combined Report'. */
  combinedReport?: boolean;
  /** The ticked names on Download, 'Cancelled' on Cancel, undefined when dismissed (outside click, Escape). */
  onClose: (result: DownloadColumnsResult) => void;
}

interface Column {
  name: string;
  enabled: boolean;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; columns: Column[] };

/** Pick the columns of a report download; every column starts ticked (spec §2, §4). */
export function DownloadColumnsDialog({ loadColumns, combinedReport = false, onClose }: DownloadColumnsDialogProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const idPrefix = useId();

  useEffect(() => {
    let current = true;
    loadColumns().then(
      (columns) => {
        if (current) setLoad({ status: 'ready', columns: columns.map(({ name }) => ({ name, enabled: true })) });
      },
      () => {
        if (!current) return;
        setLoad({ status: 'failed' });
        notify.error(t('shell.download_columns.load_failed'), { persistent: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loadColumns, t]);

  const columns = load.status === 'ready' ? load.columns : [];

  const toggle = (name: string, enabled: boolean) =>
    setLoad({ status: 'ready', columns: columns.map((column) => (column.name === name ? { ...column, enabled } : column)) });

  const download = () => {
    const chosen = columns.filter((column) => column.enabled).map((column) => column.name);
    if (chosen.length === 0) {
      notify.info(t('shell.download_columns.select_one'), { persistent: true });
      return;
    }
    onClose(chosen);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('shell.download_columns.title')}</DialogTitle>
          <DialogDescription>{t('shell.download_columns.description')}</DialogDescription>
        </DialogHeader>
        {load.status === 'loading' ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('shell.download_columns.loading')} showLabel />
          </div>
        ) : null}
        {load.status === 'failed' ? <Alert variant="destructive">{t('shell.download_columns.load_failed')}</Alert> : null}
        {load.status === 'ready' && columns.length === 0 ? <p className="py-6 text-center text-muted-foreground">{t('shell.download_columns.empty')}</p> : null}
        {columns.length > 0 ? (
          <ul className="grid max-h-80 gap-3 overflow-y-auto py-1 sm:grid-cols-2">
            {columns.map((column, index) => (
              <li key={column.name} className="flex items-center gap-2">
                <Checkbox id={`${idPrefix}-${index}`} checked={column.enabled} onCheckedChange={(checked) => toggle(column.name, checked === true)} />
                <Label htmlFor={`${idPrefix}-${index}`} className="font-normal">
                  {column.name}
                </Label>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose('Cancelled')}>
            {t('shell.download_columns.cancel')}
          </Button>
          <Button onClick={download} disabled={columns.length === 0}>
            {t(combinedReport ? 'shell.download_columns.download_combined' : 'shell.download_columns.download')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
