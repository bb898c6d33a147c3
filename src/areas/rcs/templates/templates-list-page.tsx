import type { ColumnDef } from '@tanstack/react-table';
import { Copy, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { StoredRcsTemplate } from '@/api/contracts/rcs-template-api';
import { NativeSelect } from '@/ui/native-select';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { ResourceTable } from '@/ui/resource-table';
import { templateLink } from './template-link';
import { useDeleteRcsTemplate } from './queries/use-delete-rcs-template';
import { useRcsSenders } from '../campaigns/queries/use-rcs-senders';
import { useRcsTemplates } from './queries/use-rcs-templates';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { RCS_BASE } from './rcs-base';
import { SyncFromBotDialog } from './sync-from-bot-dialog';
import { useFormat } from '@/ui/format';

/** spec §2 templates-list: an agent's RCS templates, searched, with view, edit, copy and delete. */
export function TemplatesListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const senders = useRcsSenders();
  const senderId = params.get('sender') ?? senders.data?.[0]?.senderId ?? '';
  const list = useRcsTemplates(senderId);
  const removal = useDeleteRcsTemplate();
  const [search, setSearch] = useState('');
  const format = useFormat();
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list.data ?? []).filter((template) => !needle || template.name.toLowerCase().includes(needle) || template.type.includes(needle));
  }, [list.data, search]);

  const columns: ColumnDef<StoredRcsTemplate>[] = [
    { id: 'name', header: t('rcsTemplates.list.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium', dir: 'ltr' } },
    { id: 'type', header: t('rcsTemplates.builder.type'), cell: ({ row }) => t(`rcsTemplates.types.${row.original.type}`) },
    { id: 'language', header: t('rcsTemplates.builder.language'), cell: ({ row }) => row.original.language, meta: { dir: 'ltr' } },
    { id: 'source', header: t('rcsTemplates.list.source'), cell: ({ row }) => t(`rcsTemplates.sources.${row.original.source}`) },
    { id: 'updated', header: t('rcsTemplates.list.updated'), cell: ({ row }) => format.date(row.original.updatedOn), meta: { className: 'whitespace-nowrap' } },
  ];

  async function remove(template: StoredRcsTemplate) {
    const confirmed = await showConfirm({ title: t('rcsTemplates.delete.title'), message: t('rcsTemplates.delete.message', { name: template.name }), tone: 'warning', confirmLabel: t('rcsTemplates.delete.confirm') });
    if (!confirmed) return;
    try {
      await removal.mutateAsync({ senderId: template.senderId, templateId: template.templateId });
      notify.success(t('rcsTemplates.delete.done', { name: template.name }));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('rcsTemplates.failed'));
    }
  }

  return (
    <PageFrame width="wide"
      titleId="rcs-templates-title"
      title={t('rcsTemplates.list.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <SyncFromBotDialog senderId={senderId} />
          <Button asChild>
            <Link to={`${RCS_BASE}/create-templates?sender=${encodeURIComponent(senderId)}`}>
              <Plus aria-hidden />
              {t('rcsTemplates.list.create')}
            </Link>
          </Button>
        </div>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor="rcs-templates-sender" className="text-sm font-medium">
            {t('rcsTemplates.builder.sender')}
          </label>
          <NativeSelect id="rcs-templates-sender" value={senderId} onChange={(event) => setParams({ sender: event.target.value })}>
            {(senders.data ?? []).map((sender) => (
              <option key={sender.senderId} value={sender.senderId}>
                {`${sender.name} (${sender.senderId})`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="rcs-templates-search" className="text-sm font-medium">
            {t('rcsTemplates.list.search')}
          </label>
          <Input id="rcs-templates-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <QueryBoundary query={list} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>
        {() =>
          rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('rcsTemplates.list.empty')}</p>
          ) : (
            <ResourceTable
              label={t('rcsTemplates.list.title')}
              columns={columns}
              rows={rows}
              getRowId={(template) => String(template.templateId)}
              rowData={(template) => ({ 'data-template': template.name })}
              actionsLabel={t('rcsTemplates.list.actions')}
              actions={(template) => {
                const link = templateLink(template.senderId, template.templateId);
                return (
                  <>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${RCS_BASE}/view-rcs-template/${link}`} aria-label={t('rcsTemplates.actions.view', { name: template.name })}>
                        <Eye aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${RCS_BASE}/edit-rcs-template/${link}`} aria-label={t('rcsTemplates.actions.edit', { name: template.name })}>
                        <Pencil aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="icon-sm">
                      <Link to={`${RCS_BASE}/new-create-templates/${link}`} aria-label={t('rcsTemplates.actions.copy', { name: template.name })}>
                        <Copy aria-hidden />
                      </Link>
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={t('rcsTemplates.actions.delete', { name: template.name })} onClick={() => void remove(template)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </>
                );
              }}
            />
          )
        }
      </QueryBoundary>
    </PageFrame>
  );
}
