import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EnterpriseApi } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { apiErrorText } from '../api-error-text';
import { QueryList } from '../components/query-list';
import { PageHeader } from '../components/page-header';
import { useDeleteEnterpriseApi } from '../queries/use-delete-enterprise-api';
import { useEnterpriseApiList } from '../queries/use-enterprise-api-list';

/** Spec §2 enterpriseapi/enterpriseapi-list: the reusable endpoints API nodes call. */
export function EnterpriseApiListPage() {
  const { t } = useTranslation();
  const list = useEnterpriseApiList();
  const removal = useDeleteEnterpriseApi();

  const remove = async (api: EnterpriseApi) => {
    const confirmed = await showConfirm({
      title: t('chatbot.enterprise_api.delete_title'),
      message: t('chatbot.enterprise_api.delete_message', { name: api.name }),
      tone: 'warning',
      confirmLabel: t('chatbot.common.delete'),
    });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(api.id);
      notify.success(t('chatbot.enterprise_api.deleted', { name: api.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.enterprise_api.delete_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="enterprise-api-list-title">
      <PageHeader titleId="enterprise-api-list-title" title={t('chatbot.enterprise_api.list_title')}>
        <Button asChild>
          <Link to="/chatbot/enterpriseapi/enterpriseapi-add">
            <Plus aria-hidden />
            {t('chatbot.enterprise_api.add_title')}
          </Link>
        </Button>
      </PageHeader>
      <QueryList query={list} loadFailed={t('chatbot.enterprise_api.load_failed')} empty={t('chatbot.enterprise_api.empty')}>
        {(rows) => (
          <Table aria-label={t('chatbot.enterprise_api.list_title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('chatbot.enterprise_api.name')}</TableHead>
                <TableHead>{t('chatbot.enterprise_api.method')}</TableHead>
                <TableHead>{t('chatbot.enterprise_api.url')}</TableHead>
                <TableHead>{t('chatbot.enterprise_api.access')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('chatbot.flows.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((api) => (
                <TableRow key={api.id}>
                  <TableCell className="font-medium">{api.name}</TableCell>
                  <TableCell>
                    <Badge variant="neutral">{api.method}</Badge>
                  </TableCell>
                  <TableCell className="max-w-72 truncate font-mono text-xs" dir="ltr" title={api.url}>
                    {api.url}
                  </TableCell>
                  <TableCell>{t(`chatbot.enterprise_api.access_types.${api.access}`)}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon-sm" asChild>
                        <Link to={`/chatbot/enterpriseapi/enterpriseapi-edit/${encodeURIComponent(api.id)}`} aria-label={t('chatbot.enterprise_api.edit', { name: api.name })}>
                          <Pencil aria-hidden />
                        </Link>
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.enterprise_api.delete', { name: api.name })} onClick={() => void remove(api)}>
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryList>
    </section>
  );
}
