import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { reportsLandingPages } from '@/api/contracts/insights';
import { normalizePath, opensReportsApp, reportsAppPages, type ReportsAppPage } from '@/shell/access';
import { useAccessContext } from '@/shell/session';
import { Button } from '@/ui/button';
import { useOpenReportsApp } from './use-open-reports-app';

/**
 * A reports page of spec §6 (Reports Insights, Reports, Campaign Reports) opened by its address: an administrator sees the
 * console's page; anyone else cannot open it directly and is offered the reports application's page
 * instead, in a new tab as the menu opens it (a tab cannot open without a click: browsers block it).
 * A campaign named in the address (`?campaign=`) opens there too.
 */
export function ReportsPageGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const page = reportsAppPages[normalizePath(pathname)];
  const { roleId } = useAccessContext();
  if (!page || !opensReportsApp(roleId)) return children;
  return <ReportsAppHandoff page={page} campaign={new URLSearchParams(search).get('campaign') ?? undefined} />;
}

function ReportsAppHandoff({ page, campaign }: { page: ReportsAppPage; campaign: string | undefined }) {
  const { t } = useTranslation();
  const openReportsApp = useOpenReportsApp();
  const oneCampaign = page.takesCampaign && campaign !== undefined;
  return (
    <section className="mx-auto grid w-full max-w-2xl justify-items-start gap-3 p-4 md:p-6" aria-labelledby="reports-app-title">
      <h1 id="reports-app-title" className="text-2xl font-semibold">
        {t(reportsLandingPages[page.path].titleKey)}
      </h1>
      <p className="text-sm text-muted-foreground">{t(oneCampaign ? 'shell.reports_app.campaign_lead' : 'shell.reports_app.lead')}</p>
      <Button onClick={() => void openReportsApp(page, campaign)}>
        <ExternalLink aria-hidden />
        {t('shell.reports_app.open')}
      </Button>
    </section>
  );
}
