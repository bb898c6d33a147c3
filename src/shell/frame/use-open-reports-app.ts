import { useCallback } from 'react';
import { useConfig } from '@/api/react';
import type { ReportsAppPage } from '@/shell/access';
import { currentSession } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/**
 * Opens a page of the reports application in a new tab with an access token from getToken (spec §6,
 * §7), and one campaign on a page that takes one. Call it from a click: the tab is opened before the
 * token is asked for, so the browser treats it as the click's answer, not a pop-up.
 */
export function useOpenReportsApp() {
  const config = useConfig();
  const { getToken } = useSessionCalls();

  return useCallback(
    async (page: ReportsAppPage, campaign?: string) => {
      const tab = window.open('about:blank', '_blank');
      const store = currentSession();
      try {
        const { accesstoken } = await getToken({
          username: store.read('username') ?? '',
          esmeaddr: String(store.read('id') ?? ''),
          sessionId: store.read('session') ?? '',
          hostName: window.location.hostname,
          appName: page.appName,
        });
        const campaignQuery = page.takesCampaign && campaign ? `&campaign=${encodeURIComponent(campaign)}` : '';
        if (tab) tab.location.href = `${config.reportsHost}${page.path}?accesstoken=${encodeURIComponent(accesstoken)}${campaignQuery}`;
      } catch (error) {
        tab?.close();
        // Spec §8 "Token fetch for reports failure": logged only.
        console.warn('reports token failed', error);
      }
    },
    [config.reportsHost, getToken],
  );
}
