import { Direction } from 'radix-ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@/shell/access/types';
import { MenuEntry, menuKey } from './menu-entry';

export interface SidebarProps {
  menu: MenuItem[];
  /** Mini sidebar: icons only, titles as tooltips. */
  compact: boolean;
  onMenuAction: (item: MenuItem) => void;
  onNavigate: () => void;
}

/** The parents (by level) leading to the entry of the current page, so a reload shows where the user is. */
function openKeysFor(menu: readonly MenuItem[], pathname: string): string[] {
  for (const item of menu) {
    if (item.submenu.length === 0) continue;
    const inner = openKeysFor(item.submenu, pathname);
    const here = item.submenu.some((child) => child.submenu.length === 0 && child.path !== '' && pathname.startsWith(child.path));
    if (here || inner.length > 0) return [menuKey(item), ...inner];
  }
  return [];
}

/** The sidebar's menu: two nesting levels, one open parent per level; clicking the open one closes it (spec §4). */
export function Sidebar({ menu, compact, onMenuAction, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<readonly string[]>(() => openKeysFor(menu, pathname));
  const tooltipSide = Direction.useDirection() === 'rtl' ? 'left' : 'right';

  const onToggle = useCallback((level: number, key: string) => {
    setOpenKeys((keys) => (keys[level] === key ? keys.slice(0, level) : [...keys.slice(0, level), key]));
  }, []);

  return (
    <nav aria-label={t('shell.sidebar.label')} className="px-2 py-4">
      <ul className="flex flex-col gap-1">
        {menu.map((item) => (
          <MenuEntry
            key={menuKey(item)}
            item={item}
            level={0}
            compact={compact}
            openKeys={openKeys}
            onToggle={onToggle}
            onMenuAction={onMenuAction}
            onNavigate={onNavigate}
            tooltipSide={tooltipSide}
          />
        ))}
      </ul>
    </nav>
  );
}
