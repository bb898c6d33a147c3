import { Direction } from 'radix-ui';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { TooltipProvider } from '@/ui/tooltip';
import { Footer } from './footer';
import type { ShellProps } from './shell-props';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarState } from './use-sidebar-state';

/** The frame of every signed-in screen: top bar, sidebar, routed content and footer (spec §2). */
export function FullLayout({ menu, onMenuAction, ...props }: ShellProps) {
  const { t } = useTranslation();
  const sidebar = useSidebarState();
  const sidebarId = useId();
  const mainId = useId();
  const mobile = sidebar.breakpoint === 'mobile';
  const closeMobile = () => sidebar.setMobileOpen(false);
  // The closed phone menu is off screen; keep it out of the tab order and the accessibility tree too.
  const offCanvas = mobile && !sidebar.mobileOpen;
  // Radix menus and tooltips read the direction from context, not from the <html dir> the i18n setup writes.
  const dir = props.languages.find((language) => language.code === props.currentLanguage)?.dir ?? 'ltr';

  const onSidebarKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && sidebar.mobileOpen) closeMobile();
  };

  return (
    <Direction.Provider dir={dir}>
      <TooltipProvider>
        <div dir={dir} className="min-h-dvh bg-background">
          {/* A button, not a #fragment link: the router uses the hash. */}
          <button
            type="button"
            onClick={() => document.getElementById(mainId)?.focus()}
            className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-md focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {t('shell.topbar.skip_to_content')}
          </button>
          <TopBar sidebar={sidebar} sidebarId={sidebarId} {...props} />
          {sidebar.mobileOpen ? <div aria-hidden className="fixed inset-0 top-topbar z-20 bg-overlay" onClick={closeMobile} /> : null}
          <aside
            id={sidebarId}
            data-mode={mobile ? 'overlay' : sidebar.expanded ? 'full' : 'mini'}
            inert={offCanvas}
            aria-hidden={offCanvas || undefined}
            onMouseEnter={() => sidebar.setPeeking(true)}
            onMouseLeave={() => sidebar.setPeeking(false)}
            onKeyDown={onSidebarKeyDown}
            className={cn(
              'fixed start-0 top-topbar bottom-0 z-30 overflow-x-hidden overflow-y-auto border-e bg-surface transition-[width,translate] duration-200',
              sidebar.showLabels ? 'w-sidebar-full' : 'w-sidebar-mini',
              sidebar.peeking && 'shadow-lg',
              // Off-canvas its edge would still show as a hairline at the screen's edge.
              offCanvas && 'border-e-0 -translate-x-full rtl:translate-x-full',
            )}
          >
            <Sidebar menu={menu} compact={!sidebar.showLabels} onMenuAction={onMenuAction} onNavigate={closeMobile} />
          </aside>
          <div className={cn('flex min-h-dvh flex-col pt-topbar transition-[padding] duration-200', mobile ? 'ps-0' : sidebar.expanded ? 'ps-sidebar-full' : 'ps-sidebar-mini')}>
            <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
              <Outlet />
            </main>
            <Footer brand={props.brand} whitelabel={props.whitelabel} />
          </div>
        </div>
      </TooltipProvider>
    </Direction.Provider>
  );
}
