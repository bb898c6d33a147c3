import type { ProviderTemplate } from './template-management-types';

/** What a stored row needs for matching: the provider's id once known, and the name and language. */
export interface OurTemplateKey {
  providerTemplateId: string | null;
  name: string;
  language: string;
}

export interface TemplateSyncPlan<T extends OurTemplateKey> {
  /** Rows to refresh from the provider's copy (status, quality, components, the id when it was missing). */
  updates: Array<{ ours: T; theirs: ProviderTemplate }>;
  /** Templates made outside the console (Meta's manager, another tool). */
  inserts: ProviderTemplate[];
  /** Ours that the provider no longer has: deleted there. */
  missing: T[];
}

const keyOf = (name: string, language: string) => `${name}\u0000${language}`;

/**
 * How syncTemplates brings the provider's list into ours without duplicates: a template matches by the
 * provider's id, or by name and language when our row has no id yet (created here, answer lost); a
 * provider page that repeats a template (cursors shifting under concurrent creation) counts once.
 */
export function planTemplateSync<T extends OurTemplateKey>(ours: readonly T[], theirs: readonly ProviderTemplate[]): TemplateSyncPlan<T> {
  const byId = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const row of ours) {
    if (row.providerTemplateId) byId.set(row.providerTemplateId, row);
    else byName.set(keyOf(row.name, row.language), row);
  }
  const plan: TemplateSyncPlan<T> = { updates: [], inserts: [], missing: [] };
  const seen = new Set<string>();
  const matched = new Set<T>();
  for (const template of theirs) {
    if (seen.has(template.id)) continue;
    seen.add(template.id);
    const row = byId.get(template.id) ?? byName.get(keyOf(template.name, template.language));
    if (row && !matched.has(row)) {
      matched.add(row);
      plan.updates.push({ ours: row, theirs: template });
    } else {
      plan.inserts.push(template);
    }
  }
  plan.missing = ours.filter((row) => !matched.has(row));
  return plan;
}
