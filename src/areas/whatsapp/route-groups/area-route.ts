import type { ReactNode } from 'react';

/** One page of the WhatsApp area, at a spec §2 sub-path relative to `/whatsapp-campaign`. */
export interface AreaRoute {
  path: string;
  element: ReactNode;
}
