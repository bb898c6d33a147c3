import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '@/api/react';
import { buildMenu } from '@/shell/access';
import { IdleWarning } from '@/shell/feedback/idle-warning';
import { notify } from '@/shell/feedback/notify';
import { FullLayout } from '@/shell/layout/full-layout';
import { useAccessContext, useSessionValue } from '@/shell/session';
import { AccountTimeZoneProvider } from '@/ui/format';
import { findMenuPage } from './find-menu-page';
import { useAccountTimeZone } from './use-account-time-zone';
import { useDocumentBranding } from './use-document-branding';
import { useFrameGuards } from './use-frame-guards';
import { useIdleTimeout } from './use-idle-timeout';
import { useLogout } from './use-logout';
import { useMenuAction } from './use-menu-action';
import { useStatusPolling } from './use-status-polling';
import { useWhiteLabelLogo } from './use-white-label-logo';

/** The full layout bound to the session and config: menu, user, branding, idle watch and status polling. */
export function ShellFrame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const ctx = useAccessContext();
  const username = useSessionValue('username') ?? '';
  const logo = useWhiteLabelLogo(ctx.whitelabel);
  const timeZone = useAccountTimeZone();
  const onLogout = useLogout();
  const onMenuAction = useMenuAction();
  const onIdleTimeout = useIdleTimeout();

  useFrameGuards();
  useStatusPolling(ctx.signedIn);
  useDocumentBranding(ctx.whitelabel, logo);

  const menu = buildMenu(ctx);
  const onSearch = (query: string) => {
    const found = findMenuPage(menu, query, (item) => t(item.titleKey));
    if (!found) notify.info(t('shell.search.no_match', { query }));
    else if (found.action) void onMenuAction(found);
    else navigate(found.path);
  };


  return (
    <AccountTimeZoneProvider timeZone={timeZone}>
      <FullLayout
        menu={menu}
        username={username}
        whitelabel={ctx.whitelabel}
        logoUrl={logo ?? config.logo}
        logoMarkUrl={ctx.whitelabel ? undefined : config.favicon}
        brand={config.brand}
        isLounge={ctx.isLounge}
        onLogout={() => void onLogout()}
        onMenuAction={(item) => void onMenuAction(item)}
        languages={config.languages}
        currentLanguage={i18n.language}
        onLanguageChange={(code) => void i18n.changeLanguage(code)}
        onSearch={onSearch}
      />
      <IdleWarning
        watching={ctx.signedIn}
        isLounge={ctx.isLounge}
        idleSeconds={config.idleSeconds}
        countdownSeconds={config.idleCountdownSeconds}
        onTimeout={onIdleTimeout}
      />
    </AccountTimeZoneProvider>
  );
}
