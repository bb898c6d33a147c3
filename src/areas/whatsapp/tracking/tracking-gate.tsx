import type { ReactNode } from 'react';
import { userTypeFrom, type AccessContext } from '@/shell/access';
import { Redirect } from '@/shell/frame/access-gate';
import { useAccessContext } from '@/shell/session';

/** The sidebar's rules for these pages (spec §4, §6; src/shell/access/build-menu.ts), applied to the address too. */
export const trackingAccess = {
  makerList: (ctx: AccessContext) => userTypeFrom(ctx.permission) === 'M',
  checkerList: (ctx: AccessContext) => userTypeFrom(ctx.permission) === 'C',
  contactScrubbing: (ctx: AccessContext) => ctx.contactScrubbing,
} as const;

/** Shows the page when `allow` says so; otherwise sends the user to the WhatsApp area's start, as a hidden menu entry would. */
export function TrackingGate({ allow, children }: { allow: (ctx: AccessContext) => boolean; children: ReactNode }) {
  const ctx = useAccessContext();
  return allow(ctx) ? children : <Redirect to="/whatsapp-campaign" />;
}
