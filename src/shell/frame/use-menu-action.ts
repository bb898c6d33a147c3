import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/api/react';
import type { MenuItem } from '@/shell/access';
import { notify } from '@/shell/feedback/notify';
import { currentSession } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

const MAINTENANCE_TOAST_MS = 3000;

/** Landing pages of the reports application (spec §7 "Reports landing pages"), by menu path. */
const reportsLanding: Record<string, { path: string; appName: string }> = {
  '/insights': { path: '/campaigns/waba-report-insight', appName: 'whatsapp' },
  '/whatsapp-campaign/report': { path: '/campaigns/waba-reports', appName: 'whatsapp' },
  '/campaign-management/rcs-reports': { path: '/rcs-outtraffic', appName: 'rcs' },
  '/campaign-management/rcs-campaign-reports': { path: '/campaigns/rcs-campaign-reports', appName: 'rcs' },
};

/** Menu entries that do something other than navigate (spec §6): the reports tab and the maintenance toast. */
export function useMenuAction() {
  const { t } = useTranslation();
  const config = useConfig();
  const { getToken } = useSessionCalls();

  return useCallback(
    async (item: MenuItem) => {
      if (item.action === 'maintenance') {
        notify.info(t('shell.toast.maintenance'), { title: t('shell.toast.info_title'), duration: MAINTENANCE_TOAST_MS });
        return;
      }
      const landing = reportsLanding[item.path];
      if (item.action !== 'reports-tab' || !landing) return;
      // Opened before the await so the browser treats it as a response to the click, not a pop-up.
      const tab = window.open('about:blank', '_blank');
      const store = currentSession();
      try {
        const { accesstoken } = await getToken({
          username: store.read('username') ?? '',
          esmeaddr: String(store.read('id') ?? ''),
          sessionId: store.read('session') ?? '',
          hostName: window.location.hostname,
          appName: landing.appName,
        });
        const url = `${config.reportsHost}${landing.path}?accesstoken=${encodeURIComponent(accesstoken)}`;
        if (tab) tab.location.href = url;
      } catch (error) {
        tab?.close();
        console.warn('reports token failed', error);
      }
    },
    [config.reportsHost, getToken, t],
  );
}
