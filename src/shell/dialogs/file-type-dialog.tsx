import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useFormat } from '@/ui/format';

export type FileType = 'csv' | 'excel';

export interface FileTypeDialogProps {
  /** The download's rows and the most an Excel file may hold: beyond it Excel is off and the dialog says CSV is needed. */
  excelLimit?: { rows: number; max: number };
  /** The chosen type, or undefined when closed without choosing. */
  onClose: (result: FileType | undefined) => void;
}

/** 'Select File type to Download': CSV or Excel (spec §2). */
export function FileTypeDialog({ excelLimit, onClose }: FileTypeDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const tooMany = excelLimit !== undefined && excelLimit.rows > excelLimit.max;
  const count = format.number;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('shell.file_type.close')} aria-describedby={undefined} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('shell.file_type.title')}</DialogTitle>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" className="h-20 flex-col gap-2" onClick={() => onClose('csv')}>
            <FileText className="size-6! text-primary" aria-hidden />
            {t('shell.file_type.csv')}
          </Button>
          <Button variant="outline" size="lg" className="h-20 flex-col gap-2" onClick={() => onClose('excel')} disabled={tooMany} aria-describedby={tooMany ? 'file-type-excel-limit' : undefined}>
            <FileSpreadsheet className="size-6! text-success" aria-hidden />
            {t('shell.file_type.excel')}
          </Button>
        </div>
        {tooMany ? (
          <p id="file-type-excel-limit" role="note" className="text-sm text-muted-foreground">
            {t('downloadCenter.excel_too_many', { rows: count(excelLimit.rows), max: count(excelLimit.max) })}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
