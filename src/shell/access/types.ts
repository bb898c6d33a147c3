import type { PermissionProfile } from '@/api/contracts/auth';

/** Everything the access rules of spec §4 and §6 look at, read from the session by one function. */
export interface AccessContext {
  signedIn: boolean;
  /** role_id, or admin_role_id when role_id is absent (spec §4 Logout). */
  roleId: number | null;
  /** An administrator is acting as a customer (admin_* keys are present). */
  hasAdminSession: boolean;
  /** The `services` comma list, or null when no value is stored (then every path is allowed). */
  services: string | null;
  permission: PermissionProfile | null;
  isLounge: boolean;
  isProfile: boolean;
  whitelabel: boolean;
  contactScrubbing: boolean;
}

/** A sidebar entry (spec §3 "Menu item"). `titleKey` is an i18n key under `menu.`. */
export interface MenuItem {
  path: string;
  titleKey: string;
  icon: string;
  class: string;
  extralink: boolean;
  disabled?: boolean;
  /** What a click does instead of navigating: open the reports app in a new tab, or show the maintenance toast. */
  action?: 'reports-tab' | 'maintenance';
  submenu: MenuItem[];
}

/** The guard's answer for one path. */
export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };
