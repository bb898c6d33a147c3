import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { WabaDataRow } from '@/api/contracts/whatsapp-accounts';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { ResourceTable } from '@/ui/resource-table';

const keep = (event: Event) => event.preventDefault();

/** The spec names the columns by the API's own field names, untranslated. */
const COLUMNS: ColumnDef<WabaDataRow>[] = [
  { id: 'waba_id', header: 'waba_id', cell: ({ row }) => row.original.waba_id, meta: { className: 'font-mono' } },
  { id: 'status', header: 'status', cell: ({ row }) => row.original.status },
];

/** Spec §2 "WABA Data dialog": 600 px, a waba_id and status table, dismissible only by its close button. */
export function WabaDataDialog({ rows, onClose }: { rows: WabaDataRow[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={rows !== null}>
      <DialogContent className="max-w-[600px]" onEscapeKeyDown={keep} onPointerDownOutside={keep} onInteractOutside={keep}>
        <DialogHeader>
          <DialogTitle>WABA Data</DialogTitle>
          <DialogDescription>{t('whatsappAccounts.signup.waba_data_text')}</DialogDescription>
        </DialogHeader>
        <ResourceTable label="WABA Data" columns={COLUMNS} rows={rows ?? []} getRowId={(row) => row.waba_id} />
        <DialogFooter>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
