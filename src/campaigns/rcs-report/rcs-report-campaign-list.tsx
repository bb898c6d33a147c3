import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useRcsReportCampaigns } from './rcs-report-source';
import { useFormat } from '@/ui/format';

/**
 * The campaigns with a report, read-only, each a link to its report: the reports application's list
 * (the console's lists also edit and delete, which a reports tab never does).
 */
export function RcsReportCampaignList({ reportHref }: { reportHref: (campaignId: string) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useRcsReportCampaigns(page, search);
  const format = useFormat();
  return (
    <section aria-labelledby="rcs-report-campaigns" className="grid gap-3">
      <h2 id="rcs-report-campaigns" className="text-lg font-semibold">
        {t('rcsCampaigns.list.sent')}
      </h2>
      <Input aria-label={t('rcsCampaigns.list.search')} placeholder={t('rcsCampaigns.list.search')} value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} className="max-w-xs" />
      {list.isPending ? <Spinner label={t('rcsCampaigns.loading')} showLabel /> : null}
      {list.isError ? <Alert variant="destructive">{t('rcsCampaigns.list.load_failed')}</Alert> : null}
      {list.data && list.data.rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('rcsCampaigns.list.empty')}</p> : null}
      {list.data?.rows.length ? (
        <ul className="grid gap-2" aria-labelledby="rcs-report-campaigns">
          {list.data.rows.map((campaign) => (
            <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-surface p-3 text-sm">
              <div className="grid gap-0.5">
                <a className="font-medium text-primary underline-offset-4 hover:underline" href={reportHref(campaign.id)}>
                  {campaign.campaignName}
                </a>
                <span className="text-muted-foreground">{`${campaign.senderName ?? campaign.senderId} · ${t(`rcsCampaigns.state.${campaign.state}`)}`}</span>
              </div>
              <span className="tabular-nums">{t('rcsLists.reports.recipients', { n: format.number(campaign.funnel.total), count: campaign.funnel.total })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && list.data.total > list.data.pageSize ? (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('rcsCampaigns.list.previous')}
          </Button>
          <span className="text-sm">{t('rcsCampaigns.list.page', { page, pages: Math.ceil(list.data.total / list.data.pageSize) })}</span>
          <Button size="sm" variant="outline" disabled={page * list.data.pageSize >= list.data.total} onClick={() => setPage(page + 1)}>
            {t('rcsCampaigns.list.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
