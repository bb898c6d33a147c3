import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import type { TemplateHistoryEntry } from '@/api/contracts/whatsapp-template-api';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { ResourceTable } from '@/ui/resource-table';
import { useTemplateHistory } from './queries/use-template-history';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { StatusBadge } from './template-status';
import { useFormat } from '@/ui/format';

function Outcome({ entry }: { entry: TemplateHistoryEntry }) {
  return (
    <div className="grid gap-1">
      <StatusBadge status={entry.status} />
      {entry.reason && entry.reason !== 'NONE' ? <span className="text-xs text-destructive">{entry.reason}</span> : null}
    </div>
  );
}

/** getTemplateHistory: who changed what, and each review outcome. */
export function HistoryDialog({ template, onClose }: { template: WhatsappTemplate | null; onClose(): void }) {
  const { t } = useTranslation();
  const history = useTemplateHistory(template?.id ?? null);
  const format = useFormat();
  const who = (entry: TemplateHistoryEntry) => (entry.actor === 'provider' ? t('waTemplates.history.provider') : entry.actor);
  const what = (entry: TemplateHistoryEntry) =>
    t(`waTemplates.history.actions.${entry.action}`) +
    (entry.changes.length ? ` (${entry.changes.map((part) => t(`waTemplates.history.parts.${part}`)).join(', ')})` : '') +
    (entry.action === 'QUALITY' ? ` · ${t(`waTemplates.quality.${entry.quality}`)}` : '');
  const columns: ColumnDef<TemplateHistoryEntry>[] = [
    { id: 'when', header: t('waTemplates.history.when'), cell: ({ row }) => format.date(row.original.at), meta: { className: 'whitespace-nowrap' } },
    { id: 'who', header: t('waTemplates.history.who'), cell: ({ row }) => who(row.original) },
    { id: 'what', header: t('waTemplates.history.what'), cell: ({ row }) => what(row.original) },
    { id: 'status', header: t('waTemplates.columns.status'), cell: ({ row }) => <Outcome entry={row.original} /> },
  ];
  return (
    <Dialog open={!!template} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('waTemplates.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('waTemplates.history.title', { name: template?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('waTemplates.history.description')}</DialogDescription>
        </DialogHeader>
        <QueryBoundary query={history} failed={t('waTemplates.history.failed')}>
          {(entries) => (
            <div className="max-h-[60vh] overflow-auto">
              <ResourceTable label={t('waTemplates.history.title', { name: template?.name ?? '' })} columns={columns} rows={entries} getRowId={(_entry, index) => String(index)} />
            </div>
          )}
        </QueryBoundary>
      </DialogContent>
    </Dialog>
  );
}
