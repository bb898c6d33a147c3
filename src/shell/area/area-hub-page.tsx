import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buildMenu, type MenuItem } from '@/shell/access';
import { useMenuAction } from '@/shell/frame/use-menu-action';
import { useAccessContext } from '@/shell/session';

/**
 * An area's own address (`/whatsapp-campaign`, `/campaign-management`; spec §2 names no page for it):
 * the area's entries of the user's own menu, so it offers exactly what the sidebar offers, with the
 * same actions (the reports application in a new tab, the maintenance toast) and retired entries shown
 * as such.
 */
export function AreaHubPage({ areaPath, titleKey }: { areaPath: string; titleKey: string }) {
  const onMenuAction = useMenuAction();
  const entries = buildMenu(useAccessContext()).find((item) => item.path === areaPath)?.submenu ?? [];
  return <AreaHub titleKey={titleKey} entries={entries} onAction={(item) => void onMenuAction(item)} />;
}

/** The hub as drawn, for the entries given. */
export function AreaHub({ titleKey, entries, onAction }: { titleKey: string; entries: readonly MenuItem[]; onAction: (item: MenuItem) => void }) {
  const { t } = useTranslation();
  const label = (item: MenuItem) => t(item.titleKey);
  return (
    <section className="mx-auto w-full max-w-4xl p-4 md:p-6" aria-labelledby="area-hub-title">
      <h1 id="area-hub-title" className="text-2xl font-semibold">
        {t(titleKey)}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">{t(entries.length ? 'areas.hub_lead' : 'areas.hub_empty')}</p>
      {entries.length ? (
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((item) => (
          <li key={item.path}>
            {item.disabled ? (
              <span className="flex h-full flex-col rounded-md border border-dashed p-3 text-sm text-muted-foreground" aria-disabled="true">
                {label(item)}
                <span className="text-xs">{t('areas.hub_retired')}</span>
              </span>
            ) : item.action ? (
              <button type="button" className="flex h-full w-full flex-col rounded-md border p-3 text-start text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring" onClick={() => onAction(item)}>
                {label(item)}
                {item.action === 'reports-tab' ? <span className="text-xs font-normal text-muted-foreground">{t('areas.hub_new_tab')}</span> : null}
              </button>
            ) : (
              <Link className="flex h-full flex-col rounded-md border p-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring" to={item.path}>
                {label(item)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      ) : null}
    </section>
  );
}
