import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useFormat } from '@/ui/format';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { Spinner } from '@/ui/spinner';
import { notify } from '../feedback/notify';

export type FileType = 'csv' | 'excel';

/** What Download closes with: the ticked column names and the chosen file type. */
export interface DownloadChoice {
  columns: string[];
  fileType: FileType;
}

export type DownloadColumnsResult = DownloadChoice | 'Cancelled' | undefined;

export interface DownloadColumnsDialogProps {
  /** Fetches the report's columns; called once when the dialog opens, so pass a stable function. */
  loadColumns: () => Promise<{ name: string }[]>;
  /** Request data `combined_report`: the Download button says 'Download Combined Report'. */
  combinedReport?: boolean;
  /** The download's rows and the most an Excel file may hold: beyond it Excel is off and the dialog says CSV is needed. */
  excelLimit?: { rows: number; max: number };
  /** The choice on Download, 'Cancelled' on Cancel, undefined when dismissed (outside click, Escape). */
  onClose: (result: DownloadColumnsResult) => void;
}

interface Column {
  name: string;
  enabled: boolean;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; columns: Column[] };

const FILE_TYPES: FileType[] = ['csv', 'excel'];

/**
 * One dialog per export (issue #31): the report's columns, every one ticked at first (spec §2, §4), and
 * the file type of spec §2's File type dialog beneath them, CSV chosen at first because it is never
 * refused; Download closes with both.
 */
export function DownloadColumnsDialog({ loadColumns, combinedReport = false, excelLimit, onClose }: DownloadColumnsDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [fileType, setFileType] = useState<FileType>('csv');
  const idPrefix = useId();
  const tooMany = excelLimit !== undefined && excelLimit.rows > excelLimit.max;

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
    onClose({ columns: chosen, fileType });
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
          <ul className="grid max-h-72 gap-3 overflow-y-auto py-1 sm:grid-cols-2">
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
        <div className="grid gap-2 border-t border-border pt-3">
          <p id={`${idPrefix}-type`} className="text-sm font-medium">
            {t('shell.file_type.title')}
          </p>
          <RadioGroup value={fileType} onValueChange={(value) => setFileType(value as FileType)} aria-labelledby={`${idPrefix}-type`} className="flex flex-wrap gap-6">
            {FILE_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <RadioGroupItem
                  value={type}
                  id={`${idPrefix}-type-${type}`}
                  disabled={type === 'excel' && tooMany}
                  aria-describedby={type === 'excel' && tooMany ? `${idPrefix}-excel-limit` : undefined}
                />
                <Label htmlFor={`${idPrefix}-type-${type}`} className="font-normal">
                  {t(`shell.file_type.${type}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {tooMany ? (
            <p id={`${idPrefix}-excel-limit`} role="note" className="text-sm text-muted-foreground">
              {t('downloadCenter.excel_too_many', { rows: format.number(excelLimit.rows), max: format.number(excelLimit.max) })}
            </p>
          ) : null}
        </div>
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
