import { EllipsisVertical, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { SearchBox } from './search-box';
import type { ShellProps } from './shell-props';
import type { SidebarState } from './use-sidebar-state';
import { UserMenu } from './user-menu';

export type TopBarProps = Pick<
  ShellProps,
  'username' | 'whitelabel' | 'logoUrl' | 'logoMarkUrl' | 'brand' | 'isLounge' | 'onLogout' | 'languages' | 'currentLanguage' | 'onLanguageChange' | 'onSearch'
> & {
  sidebar: SidebarState;
  /** id of the sidebar element the toggles control. */
  sidebarId: string;
};

/** Fixed top bar: logo (as wide as the sidebar), sidebar toggles, search and the account menu. */
export function TopBar({ sidebar, sidebarId, ...props }: TopBarProps) {
  const { t } = useTranslation();
  const mobile = sidebar.breakpoint === 'mobile';
  const wideLogo = mobile || sidebar.showLabels || !props.logoMarkUrl;
  const logoAlt = props.whitelabel ? t('shell.topbar.logo_alt') : props.brand;

  const toolbar = (
    <div className={cn('flex min-w-0 items-center gap-2', mobile ? 'w-full justify-between' : 'flex-1 justify-between')}>
      <SearchBox onSearch={props.onSearch} />
      <UserMenu
        username={props.username}
        isLounge={props.isLounge}
        onLogout={props.onLogout}
        languages={props.languages}
        currentLanguage={props.currentLanguage}
        onLanguageChange={props.onLanguageChange}
      />
    </div>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-surface">
      <div className="flex h-topbar items-center gap-2 pe-2 sm:pe-4">
        {mobile ? (
          <Button
            variant="ghost"
            size="icon"
            className="ms-2"
            aria-label={t(sidebar.mobileOpen ? 'shell.topbar.close_menu' : 'shell.topbar.open_menu')}
            aria-expanded={sidebar.mobileOpen}
            aria-controls={sidebarId}
            onClick={() => sidebar.setMobileOpen(!sidebar.mobileOpen)}
          >
            {sidebar.mobileOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        ) : null}
        <Link
          to="/home"
          aria-label={t('shell.topbar.home')}
          className={cn(
            'flex h-full shrink-0 items-center overflow-hidden px-3 transition-[width] duration-200',
            mobile ? 'min-w-0 flex-1 justify-center' : sidebar.showLabels ? 'w-sidebar-full' : 'w-sidebar-mini justify-center',
          )}
        >
          <img src={wideLogo ? props.logoUrl : props.logoMarkUrl} alt={logoAlt} className="h-8 max-w-full object-contain" />
        </Link>
        {mobile ? (
          <Button variant="ghost" size="icon" aria-label={t('shell.topbar.show_toolbar')} aria-expanded={sidebar.toolbarOpen} onClick={sidebar.toggleToolbar}>
            <EllipsisVertical aria-hidden />
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="icon" aria-label={t('shell.topbar.toggle_sidebar')} aria-expanded={sidebar.expanded} aria-controls={sidebarId} onClick={sidebar.toggleExpanded}>
              {sidebar.expanded ? <PanelLeftClose className="rtl:-scale-x-100" aria-hidden /> : <PanelLeftOpen className="rtl:-scale-x-100" aria-hidden />}
            </Button>
            {toolbar}
          </>
        )}
      </div>
      {mobile && sidebar.toolbarOpen ? <div className="border-t px-2 py-2">{toolbar}</div> : null}
    </header>
  );
}
