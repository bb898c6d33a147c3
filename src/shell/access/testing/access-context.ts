import type { AccessContext } from '../types';

/** Test contexts: nobody signed in, and a role-3 user with every service and no profile (the full menu). */
export const signedOutContext: AccessContext = {
  signedIn: false,
  roleId: null,
  hasAdminSession: false,
  services: null,
  permission: null,
  isLounge: false,
  isProfile: false,
  whitelabel: false,
  contactScrubbing: true,
};

export const signedInContext = (overrides: Partial<AccessContext> = {}): AccessContext => ({ ...signedOutContext, signedIn: true, roleId: 3, ...overrides });
