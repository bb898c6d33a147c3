/**
 * Service access (spec §6): which areas each `services` value opens. Keys: 1 WhatsApp, 2 RCS, 3 Chatbot, 4 all.
 * Only the areas named here are gated; the shell's own pages (user list, customer login, alert) are not.
 */
import { areaOf } from './paths';
import type { AccessContext } from './types';

/**
 * Spec §6 "Default services string is '1,2'" (WhatsApp and RCS): what an account, and a sign-in, that
 * nobody gave a services value starts with (the accounts table's default too). The guard's "no services
 * value: all paths allowed" is for a value stored empty (docs/decisions.md, #31 item 7 spec gaps).
 */
export const defaultServices = '1,2';

/** The root and /home are one place: the root redirects to the home screen (spec §4). */
const HOME_AREAS = ['', 'home'];

export const serviceAreas: Readonly<Record<string, readonly string[]>> = {
  '1': ['whatsapp-campaign', 'insights', 'download-center', ...HOME_AREAS],
  '2': ['rcs', 'campaign-management'],
  '3': ['chatbot'],
};

/** A list of only 2 also opens these, so an RCS-only user still has a home, reports and downloads. */
export const onlyRcsExtraAreas: readonly string[] = ['download-center', 'insights', ...HOME_AREAS];

/** 4 alone opens every gated area. */
export const allServiceAreas: readonly string[] = ['chatbot', 'whatsapp-campaign', 'rcs', 'campaign-management', 'insights', 'download-center', ...HOME_AREAS];

/** Where a signed-in user is sent when the requested area is closed to their services: the first open one. */
const serviceStartPages: readonly { area: string; path: string }[] = [
  { area: 'home', path: '/home' },
  { area: 'whatsapp-campaign', path: '/whatsapp-campaign/send-whatsapp' },
  { area: 'campaign-management', path: '/campaign-management/campaigns-creation' },
  { area: 'chatbot', path: '/chatbot/folders/list-folder' },
];

/** The `services` list as keys; empty when no value is stored. */
export function serviceKeys(services: string | null): string[] {
  return (services ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The gated areas open to these services, or null when every path is allowed. */
export function openAreas(services: string | null): ReadonlySet<string> | null {
  const keys = serviceKeys(services);
  if (keys.length === 0) return null;
  if (keys.length === 1 && keys[0] === '4') return new Set(allServiceAreas);
  const areas = keys.flatMap((key) => serviceAreas[key] ?? []);
  if (keys.length === 1 && keys[0] === '2') areas.push(...onlyRcsExtraAreas);
  return new Set(areas);
}

/** May the services list open this path? Paths outside the gated areas are always allowed. */
export function canAccessPath(path: string, ctx: Pick<AccessContext, 'services'>): boolean {
  const open = openAreas(ctx.services);
  const area = areaOf(path);
  return open === null || !allServiceAreas.includes(area) || open.has(area);
}

/** The first start page the services open; the alert page when they open none. */
export function serviceStartPage(ctx: Pick<AccessContext, 'services'>): string {
  return serviceStartPages.find(({ path }) => canAccessPath(path, ctx))?.path ?? '/alert';
}
