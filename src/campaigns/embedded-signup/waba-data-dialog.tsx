import { useTranslation } from 'react-i18next';
import type { WabaDataRow } from '@/api/contracts/whatsapp-accounts';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

const keep = (event: Event) => event.preventDefault();

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
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>waba_id</TableHead>
              <TableHead>status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={row.waba_id}>
                <TableCell className="font-mono">{row.waba_id}</TableCell>
                <TableCell>{row.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <DialogFooter>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
