import { z } from 'zod';

/**
 * Meta's answers to the WABA calls of spec §7 that act on the account itself: `GET /{waba-id}`
 * (addWabaID reads the WABA it is asked to add), `POST /{phone-number-id}/settings` (voice_settings)
 * and the credit line's `whatsapp_credit_sharing_and_attach` (updatePaymentMethod).
 */
export const wabaFields = ['id', 'name', 'account_review_status', 'currency', 'timezone_id'] as const;

/** WhatsAppBusinessAccount in Meta's file; the review status stays a string, as Meta adds values. */
export const providerWaba = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  account_review_status: z.string().optional(),
  currency: z.string().optional(),
});
export type ProviderWaba = z.infer<typeof providerWaba>;

/** Meta's CallingSettings: the voice calling of one number. */
export interface CallingSettings {
  status: 'enabled' | 'disabled';
  call_icon_visibility?: 'visible' | 'hidden';
}

/** `POST /{extended-credit-id}/whatsapp_credit_sharing_and_attach`: Meta's ExtendedCreditAllocationConfig. */
export const creditAttachResponse = z.object({ allocation_config_id: z.string().min(1), waba_id: z.string().min(1) });
export type CreditAttachResponse = z.infer<typeof creditAttachResponse>;
