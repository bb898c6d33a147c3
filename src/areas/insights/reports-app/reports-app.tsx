import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsLandingPages, reportsWhoAmI, type ReportsLandingPath } from '@/api/contracts/insights';
import { ApiError } from '@/api/errors';
import { useApiClient, useConfig } from '@/api/react';
import { Spinner } from '@/ui/spinner';
import { InsightsView } from '../insights-view';
import { reportsAuth, reportsInsightsSource, type InsightsSource } from '../insights-source';
import { ExpiredView } from './expired-view';
import { RcsLanding } from './rcs-landing';

/** The token is checked again now and then, so a tab left open shows the expired page soon after sign-out. */
const RECHECK_MS = 60_000;

const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The landing page a path names under the reports base, or the insights page for any other. */
export function landingOf(pathname: string, reportsBase: string): ReportsLandingPath {
  const base = new URL(reportsBase, 'http://x').pathname.replace(/\/$/, '');
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return path in reportsLandingPages ? (path as ReportsLandingPath) : '/campaigns/waba-report-insight';
}

/**
 * The reports application (spec §7 "Reports landing pages"): opened in a new tab with
 * `?accesstoken=` from getToken, it checks the token, then shows the console's insights view (the
 * RCS pages: the console's RCS report views) with the token as its credentials. A refused token,
 * now or on any later call, shows only the expired page.
 */
export function ReportsApp({ location }: { location: { pathname: string; search: string } }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useConfig();
  const token = new URLSearchParams(location.search).get('accesstoken') ?? '';
  const landingPath = landingOf(location.pathname, config.services.reports);
  const landing = reportsLandingPages[landingPath];
  const session = useQuery({
    queryKey: ['reports-session', token],
    queryFn: () => client.call({ service: 'reports', path: '/insights/session' }, { schema: reportsWhoAmI, auth: reportsAuth(token) }),
    enabled: token !== '',
    retry: false,
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: true,
  });
  const { refetch } = session;
  // The page learns of a revoked token from the next call: the check shows the expired page.
  const onRefused = useCallback(
    (error: unknown) => {
      if (isRefused(error)) void refetch();
    },
    [refetch],
  );
  const source = useMemo<InsightsSource>(() => {
    const fetchFigures = reportsInsightsSource(client, token);
    return async (query) => {
      try {
        return await fetchFigures(query);
      } catch (error) {
        onRefused(error);
        throw error;
      }
    };
  }, [client, token, onRefused]);

  if (token === '' || isRefused(session.error)) return <ExpiredView />;
  if (session.isPending) return <Spinner label={t('insights.loading')} showLabel />;
  if (session.isError) {
    return (
      <p role="alert" className="p-6 text-sm text-destructive">
        {t('insights.failed')}
      </p>
    );
  }
  const banner = (
    <p className="text-sm text-muted-foreground" data-testid="reports-banner">
      {t('insights.reports_app.signed_in_as', { username: session.data.username, account: session.data.esme })}
    </p>
  );
  // The RCS landing pages show the console's RCS reports; the others the insights view on their channel.
  if (landing.channel === 'rcs') return <RcsLanding path={landingPath} token={token} search={location.search} title={t(landing.titleKey)} banner={banner} onError={onRefused} />;
  return (
    <main>
      <InsightsView
        title={t(landing.titleKey)}
        sourceKey={`reports:${token}`}
        source={source}
        fixedChannel={landing.channel}
        banner={banner}
      />
    </main>
  );
}
