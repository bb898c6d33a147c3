import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/ui/dialog';

export type FileType = 'csv' | 'excel';

export interface FileTypeDialogProps {
  /** The chosen type, or undefined when closed without choosing. */
  onClose: (result: FileType | undefined) => void;
}

/** 'Select File type to Download': CSV or Excel (spec §2). */
export function FileTypeDialog({ onClose }: FileTypeDialogProps) {
  const { t } = useTranslation();
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
          <Button variant="outline" size="lg" className="h-20 flex-col gap-2" onClick={() => onClose('excel')}>
            <FileSpreadsheet className="size-6! text-success" aria-hidden />
            {t('shell.file_type.excel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
