import type { z } from 'zod';

/**
 * Why a provider's webhook body was refused, by the dotted path of its first problem under `prefix`
 * (`entry.0.changes.1.value.metadata: …`); a body wrong as a whole (`null`, a list) is `body: …`.
 */
export function webhookBodyReason(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0];
  const path = [prefix, ...(issue?.path ?? [])].filter((part) => part !== '').join('.');
  return `${path || 'body'}: ${issue?.message ?? 'invalid'}`;
}
