import { z } from 'zod';

/**
 * Meta's `GET /{waba-id}/phone_numbers` (WhatsAppBusinessAccountPhoneNumbersConnection), the fields
 * syncPhoneNumber reads. Enumerations stay strings: Meta adds values (TIER_2K replaced TIER_1K in
 * 2025) and an unknown one must not lose the whole list; `numberUpdate` decides what each means.
 */
export const providerPhoneNumber = z.object({
  id: z.string().min(1),
  display_phone_number: z.string().min(1),
  verified_name: z.string().optional(),
  status: z.string().optional(),
  quality_rating: z.string().optional(),
  messaging_limit_tier: z.string().optional(),
  /** Documented by Meta ("STANDARD" 80 messages a second, "HIGH" up to 1,000), not in its OpenAPI file. */
  throughput: z.object({ level: z.string() }).optional(),
});
export type ProviderPhoneNumber = z.infer<typeof providerPhoneNumber>;

export const phoneNumberListResponse = z.object({
  data: z.array(providerPhoneNumber),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

export const phoneNumberFields = ['id', 'display_phone_number', 'verified_name', 'status', 'quality_rating', 'messaging_limit_tier', 'throughput'] as const;
