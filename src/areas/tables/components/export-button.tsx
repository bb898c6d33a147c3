import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DownloadPage } from '@/api/contracts/downloads';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { Button } from '@/ui/button';

/** Export of what the table lists (its filters, every page) as a Download Center job, through the Download Columns dialog (columns and file type). */
export function ExportButton({ pagename, filter, rows }: { pagename: DownloadPage; filter: Record<string, string>; rows: number }) {
  const { t } = useTranslation();
  const { start, busy } = useStartDownload();
  return (
    <Button variant="outline" disabled={busy} onClick={() => void start({ pagename, filter, rows })}>
      <FileDown aria-hidden />
      {t('tables.export')}
    </Button>
  );
}
