import { z } from 'zod';
import { SIGNUP_BASE } from './whatsapp-accounts';

/**
 * Spec §7 "POST to the smart-messaging features path (body esmeaddr)": which of the account's WABAs are
 * onboarded to Marketing Messages Lite (spec §3: channel id WABA, feature type MMLITE). The spec gives
 * no path; it sits beside the sign-up that onboards them (docs/decisions.md).
 */
export const SMART_MESSAGING_FEATURES_PATH = `${SIGNUP_BASE}/smart_messaging/features`;

export const smartMessagingFeaturesRequest = z.object({ esmeaddr: z.coerce.number().int().positive() });

export const smartMessagingFeature = z.object({
  wabaId: z.string(),
  name: z.string(),
  channelId: z.literal('WABA'),
  featureType: z.literal('MMLITE'),
  /** Onboarded: the WABA's marketing templates go through Meta's marketing_messages. */
  enabled: z.boolean(),
  /** When it was onboarded (ISO instant), null while it is not. */
  enabledOn: z.string().nullable(),
});
export type SmartMessagingFeature = z.infer<typeof smartMessagingFeature>;

export const smartMessagingFeaturesResponse = z.object({ features: z.array(smartMessagingFeature) });
