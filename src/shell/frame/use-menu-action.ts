import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsAppPages, type MenuItem } from '@/shell/access';
import { notify } from '@/shell/feedback/notify';
import { useOpenReportsApp } from './use-open-reports-app';

const MAINTENANCE_TOAST_MS = 3000;

/** Menu entries that do something other than navigate (spec §6): the reports tab and the maintenance toast. */
export function useMenuAction() {
  const { t } = useTranslation();
  const openReportsApp = useOpenReportsApp();

  return useCallback(
    async (item: MenuItem) => {
      if (item.action === 'maintenance') {
        notify.info(t('shell.toast.maintenance'), { title: t('shell.toast.info_title'), duration: MAINTENANCE_TOAST_MS });
        return;
      }
      const page = reportsAppPages[item.path];
      if (item.action !== 'reports-tab' || !page) return;
      await openReportsApp(page);
    },
    [openReportsApp, t],
  );
}
