import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EnterpriseApi } from '@/api/contracts/chatbot';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeleteAction, EditAction } from '../components/row-actions';
import { useDeleteEnterpriseApi } from '../queries/use-delete-enterprise-api';
import { useEnterpriseApiList } from '../queries/use-enterprise-api-list';
import { useConfirmedDelete } from '../use-confirmed-delete';

/** Spec §2 enterpriseapi/enterpriseapi-list: the reusable endpoints API nodes call. */
export function EnterpriseApiListPage() {
  const { t } = useTranslation();
  const list = useEnterpriseApiList();
  const removal = useDeleteEnterpriseApi();

  const remove = useConfirmedDelete<EnterpriseApi>('chatbot.enterprise_api', (id) => removal.mutateAsync(id));
  const columns = useMemo<ColumnDef<EnterpriseApi>[]>(
    () => [
      { id: 'name', header: t('chatbot.enterprise_api.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium' } },
      { id: 'method', header: t('chatbot.enterprise_api.method'), cell: ({ row }) => <Badge variant="neutral">{row.original.method}</Badge> },
      {
        id: 'url',
        header: t('chatbot.enterprise_api.url'),
        cell: ({ row }) => (
          <span className="font-mono text-xs" dir="ltr" title={row.original.url}>
            {row.original.url}
          </span>
        ),
        meta: { className: 'max-w-72 truncate' },
      },
      { id: 'access', header: t('chatbot.enterprise_api.access'), cell: ({ row }) => t(`chatbot.enterprise_api.access_types.${row.original.access}`) },
    ],
    [t],
  );

  return (
    <PageFrame
      titleId="enterprise-api-list-title"
      title={t('chatbot.enterprise_api.list_title')}
      actions={
        <Button asChild>
          <Link to="/chatbot/enterpriseapi/enterpriseapi-add">
            <Plus aria-hidden />
            {t('chatbot.enterprise_api.add_title')}
          </Link>
        </Button>
      }
    >
      <QueryBoundary query={list} failed={t('chatbot.enterprise_api.load_failed')} saysOwnError={false} empty={t('chatbot.enterprise_api.empty')}>
        {(rows) => (
          <ResourceTable
            label={t('chatbot.enterprise_api.list_title')}
            columns={columns}
            rows={rows}
            getRowId={(api) => api.id}
            actionsLabel={t('chatbot.flows.columns.actions')}
            actions={(api) => (
              <>
                <EditAction label={t('chatbot.enterprise_api.edit', { name: api.name })} to={`/chatbot/enterpriseapi/enterpriseapi-edit/${encodeURIComponent(api.id)}`} />
                <DeleteAction label={t('chatbot.enterprise_api.delete', { name: api.name })} onClick={() => void remove(api)} />
              </>
            )}
          />
        )}
      </QueryBoundary>
    </PageFrame>
  );
}
