import { useCallback } from 'react';
import { useConfig } from '@/api/react';
import type { ReportsAppPage } from '@/shell/access';
import { currentSession } from '@/shell/session';
import { reportsHostFor } from './reports-host';
import { useSessionCalls } from './use-session-calls';

/**
 * Opens a page of the reports application in a new tab with an access token from getToken (spec §6,
 * §7), and one campaign on a page that takes one. Call it from a click: the tab is opened before the
 * token is asked for, so the browser treats it as the click's answer, not a pop-up. The host is the
 * AWS one when the template service says `is_aws` 1 for the account, with spec §9's port rule.
 */
export function useOpenReportsApp() {
  const config = useConfig();
  const { getToken, accountIds } = useSessionCalls();

  return useCallback(
    async (page: ReportsAppPage, campaign?: string) => {
      const tab = window.open('about:blank', '_blank');
      const store = currentSession();
      const esmeaddr = String(store.read('id') ?? '');
      // Only an AWS host to choose makes is_aws worth asking; an answer that fails leaves the normal host.
      const isAws = config.reportsHostAws ? accountIds(esmeaddr).then((info) => info.is_aws === 1, () => false) : Promise.resolve(false);
      try {
        const { accesstoken } = await getToken({
          username: store.read('username') ?? '',
          esmeaddr,
          sessionId: store.read('session') ?? '',
          hostName: window.location.hostname,
          appName: page.appName,
        });
        const campaignQuery = page.takesCampaign && campaign ? `&campaign=${encodeURIComponent(campaign)}` : '';
        const host = reportsHostFor(config, await isAws);
        if (tab) tab.location.href = `${host}${page.path}?accesstoken=${encodeURIComponent(accesstoken)}${campaignQuery}`;
      } catch (error) {
        tab?.close();
        // Spec §8 "Token fetch for reports failure": logged only.
        console.warn('reports token failed', error);
      }
    },
    [config, getToken, accountIds],
  );
}
