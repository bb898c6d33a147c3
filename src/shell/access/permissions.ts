/** Permission-profile rules (spec §4 "After verification succeeds", §6 "Profile permissions", "Maker-checker"). */
import type { PermissionProfile } from '@/api/contracts/auth';

export type UserType = 'C' | 'M';

/** Sub-services a profile can grant; names as the server sends them. */
export type SubService =
  | 'CampaignManager'
  | 'Reports'
  | 'TemplateManagement'
  | 'WebhookConfig'
  | 'EmbeddedSignUp'
  | 'NotificationSub'
  | 'EmbeddedSignUpNew'
  | 'WabaNosList'
  | 'Profiles'
  | 'CloudList'
  | 'MigrateNumber'
  | 'HandoverTemplate'
  | 'TransactionHistory'
  | 'Builder';

/** Without CampaignManager a profile user is sent to the first of these they hold, in this order. */
export const firstPermittedPages: readonly { subsvc: SubService; path: string }[] = [
  { subsvc: 'Reports', path: '/whatsapp-campaign/report' },
  { subsvc: 'TemplateManagement', path: '/whatsapp-campaign/template-management' },
  { subsvc: 'WebhookConfig', path: '/whatsapp-campaign/webhook-configuration' },
  { subsvc: 'EmbeddedSignUp', path: '/whatsapp-campaign/register-whatsapp-api' },
  { subsvc: 'NotificationSub', path: '/whatsapp-campaign/notification-subscription' },
  { subsvc: 'EmbeddedSignUpNew', path: '/whatsapp-campaign/register-new-whatsapp-api' },
  { subsvc: 'WabaNosList', path: '/whatsapp-campaign/waba-nos-list' },
  { subsvc: 'Profiles', path: '/whatsapp-campaign/profile' },
  { subsvc: 'CloudList', path: '/whatsapp-campaign/waba-cloud-list' },
  { subsvc: 'MigrateNumber', path: '/whatsapp-campaign/migrate-whatsapp-numbers' },
  { subsvc: 'HandoverTemplate', path: '/whatsapp-campaign/handover-template' },
];

export function permissionFor(permission: PermissionProfile | null, subsvc: SubService): string | null {
  return permission?.data.find((entry) => entry.subsvc === subsvc)?.permissions ?? null;
}

export function hasSubPermission(permission: PermissionProfile | null, subsvc: SubService): boolean {
  return permissionFor(permission, subsvc) !== null;
}

/**
 * Where a verified user goes: the requested path when the profile holds CampaignManager (or there is no
 * profile, or it names no known page); otherwise the page of the first sub-service it holds.
 */
export function firstPermittedPath(permission: PermissionProfile | null, requestedPath: string): string {
  if (permission === null || hasSubPermission(permission, 'CampaignManager')) return requestedPath;
  return firstPermittedPages.find(({ subsvc }) => hasSubPermission(permission, subsvc))?.path ?? requestedPath;
}

/** Maker-checker: CampaignManager `C,M,S` is a checker ('C'), `C,M` a maker ('M'); anything else neither. */
export function userTypeFrom(permission: PermissionProfile | null): UserType | null {
  const letters = permissionFor(permission, 'CampaignManager')?.replace(/\s+/g, '');
  if (letters === 'C,M,S') return 'C';
  if (letters === 'C,M') return 'M';
  return null;
}
