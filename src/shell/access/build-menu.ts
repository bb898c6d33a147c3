/** Which sidebar entries a user sees (spec §2 "Sidebar menu", §6). The sidebar renders the result as is. */
import { areaItems, chatbotItems, parent, rcsItems, retired, topItems, whatsappExtraItems, whatsappItems } from './menu-items';
import { opensReportsApp, reportsTabPaths } from './reports-app-pages';
import { loungeWhatsappItems } from './lounge-menu';
import { hasSubPermission, userTypeFrom } from './permissions';
import { canAccessPath } from './services';
import type { AccessContext, MenuItem } from './types';

export function buildMenu(ctx: AccessContext): MenuItem[] {
  if (!ctx.signedIn) return [];
  if (ctx.roleId === 1) return [topItems.user];
  if (ctx.roleId === 2 && !ctx.hasAdminSession) return [topItems.customerLogin];

  // Without a profile nothing is restricted; with one, reports and downloads need its Reports sub-service.
  const reportsGranted = ctx.permission === null || hasSubPermission(ctx.permission, 'Reports');
  const menu = [
    topItems.home,
    ...(reportsGranted ? [topItems.reportsInsights, topItems.downloadCenter] : []),
    parent(areaItems.whatsapp, whatsappSubmenu(ctx)),
    parent(areaItems.rcs, Object.values(rcsItems)),
    parent(areaItems.chatbot, Object.values(chatbotItems)),
  ];
  return keepAccessible(opensReportsApp(ctx.roleId) ? menu.map(openReportsInTab) : menu, ctx);
}

function whatsappSubmenu(ctx: AccessContext): MenuItem[] {
  const base =
    ctx.isProfile && ctx.isLounge
      ? loungeWhatsappItems(ctx.permission)
      : [...Object.values(whatsappItems), retired(whatsappExtraItems.registerWhatsappApi), retired(whatsappExtraItems.handoverTemplate), retired(whatsappExtraItems.admin)];
  const alwaysAdded = [whatsappItems.wabaStatus, whatsappItems.cloudList].filter((item) => !base.some(({ path }) => path === item.path));
  const userType = userTypeFrom(ctx.permission);
  const hidden = new Set<string>([
    ...(ctx.whitelabel ? [whatsappItems.helpCenter.path] : []),
    ...(userType === 'M' ? [] : [whatsappItems.makerList.path]),
    ...(userType === 'C' ? [] : [whatsappItems.checkerList.path]),
    ...(ctx.contactScrubbing ? [] : [whatsappItems.contactScrubbing.path]),
  ]);
  return [...base, ...alwaysAdded].filter(({ path }) => !hidden.has(path));
}

function openReportsInTab(item: MenuItem): MenuItem {
  const submenu = item.submenu.map(openReportsInTab);
  return reportsTabPaths.has(item.path) ? { ...item, action: 'reports-tab', submenu } : { ...item, submenu };
}

/** The services rule of the guard applied to every entry; a parent left empty disappears. */
function keepAccessible(items: MenuItem[], ctx: AccessContext): MenuItem[] {
  return items.flatMap((item) => {
    if (!canAccessPath(item.path, ctx)) return [];
    if (item.submenu.length === 0) return [item];
    const submenu = keepAccessible(item.submenu, ctx);
    return submenu.length > 0 ? [{ ...item, submenu }] : [];
  });
}
