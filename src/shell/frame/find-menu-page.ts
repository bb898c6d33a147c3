import type { MenuItem } from '@/shell/access/types';

/**
 * The top bar's 'Search & enter': the first page of the user's own menu whose title contains the
 * query (case-insensitive), so search never offers a page the menu would not.
 */
export function findMenuPage(menu: readonly MenuItem[], query: string, titleOf: (item: MenuItem) => string): MenuItem | null {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return null;
  const pages = menu.flatMap((item) => (item.submenu.length ? item.submenu : [item]));
  return pages.find((item) => !item.disabled && !item.extralink && titleOf(item).toLocaleLowerCase().includes(needle)) ?? null;
}
