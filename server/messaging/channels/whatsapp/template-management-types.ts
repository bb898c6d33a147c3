import { z } from 'zod';
import { templateCategory, templateQuality, templateStatus } from '@/api/contracts/whatsapp-template';

/**
 * The Cloud API's wire shapes for managing templates (`/{version}/{waba-id}/message_templates`,
 * `/{version}/{template-id}`), shared by our client and the sandbox provider.
 */

/** `POST /{waba-id}/message_templates` answers the new id, its first status and the category Meta settled on. */
export const createTemplateResponse = z.object({ id: z.string().min(1), status: templateStatus, category: templateCategory });
export type CreateTemplateResponse = z.infer<typeof createTemplateResponse>;

/** One template in a list answer; components are kept as Meta wrote them. */
export const providerTemplate = z.object({
  id: z.string().min(1),
  name: z.string(),
  language: z.string(),
  status: templateStatus,
  category: templateCategory,
  parameter_format: z.enum(['POSITIONAL', 'NAMED']).optional(),
  components: z.array(z.record(z.string(), z.unknown())).default([]),
  quality_score: z.object({ score: templateQuality, date: z.number().optional() }).optional(),
  rejected_reason: z.string().optional(),
});
export type ProviderTemplate = z.infer<typeof providerTemplate>;

export const templateListResponse = z.object({
  data: z.array(providerTemplate),
  paging: z.object({ cursors: z.object({ before: z.string(), after: z.string() }).partial().optional(), next: z.string().optional() }).optional(),
});
export type TemplateListResponse = z.infer<typeof templateListResponse>;

/** Edit and delete answer `{ success: true }`. */
export const successResponse = z.object({ success: z.boolean() });

/** The fields a list asks for; `GET` answers only what is named. */
export const templateListFields = ['id', 'name', 'language', 'status', 'category', 'parameter_format', 'components', 'quality_score', 'rejected_reason'] as const;
