import { z } from 'zod';
import { templateComponent, type TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Db } from '../../../platform/db/db';
import { planTemplateSync } from '../../../messaging/channels/whatsapp/sync-templates';
import type { ProviderTemplate } from '../../../messaging/channels/whatsapp/template-management-types';
import type { TemplateSource } from '../../../messaging/campaigns/senders-repo';
import type { TemplateProvider } from '../../../messaging/templates/template-provider';
import { actAs, addHistory, canonical, insertTemplate, listWabaTemplates, templateByName, updateTemplate } from '../../../messaging/templates/templates-repo';
import { atProvider } from './provider-calls';

const components = z.array(templateComponent);

function contentOf(template: ProviderTemplate): TemplateContent | null {
  const parsed = components.safeParse(template.components);
  if (!parsed.success) return null;
  return { name: template.name, language: template.language, category: template.category, parameter_format: template.parameter_format ?? 'POSITIONAL', components: parsed.data };
}

const sameAs = (row: TemplateSource, theirs: ProviderTemplate, content: TemplateContent) =>
  row.status === theirs.status &&
  row.quality === (theirs.quality_score?.score ?? row.quality) &&
  row.reason === (theirs.rejected_reason ?? null) &&
  row.category === content.category &&
  row.provider_id === theirs.id &&
  canonical(row.components) === canonical(content.components);

/**
 * Brings the provider's templates of one WABA into ours without duplicates (planTemplateSync): ours
 * are refreshed, the ones made elsewhere added. A template the provider does not have is left alone:
 * the demo templates live only here, and a real deletion arrives as the provider's own news.
 */
export async function syncWabaTemplates(db: Db, provider: TemplateProvider, target: { esme: number; wabaId: string; actor: string; at: Date }): Promise<{ added: number; updated: number }> {
  const theirs = await atProvider(() => provider.listAllTemplates(target.wabaId));
  return db.transaction(async (tx) => {
    await actAs(tx, target.actor);
    const ours = await listWabaTemplates(tx, target.esme, target.wabaId);
    const plan = planTemplateSync(ours.map((row) => ({ ...row, providerTemplateId: row.provider_id })), theirs);
    const counts = { added: 0, updated: 0 };
    const refresh = async (sno: number | string, template: ProviderTemplate, content: TemplateContent) => {
      const saved = await updateTemplate(tx, sno, {
        category: content.category,
        parameterFormat: content.parameter_format,
        components: content.components,
        status: template.status,
        quality: template.quality_score?.score,
        reason: template.rejected_reason ?? null,
        providerId: template.id,
        at: target.at,
      });
      await addHistory(tx, saved, { at: target.at, actor: target.actor, action: 'SYNCED' });
      counts.updated += 1;
    };
    for (const { ours: row, theirs: template } of plan.updates) {
      const content = contentOf(template);
      if (content && !sameAs(row, template, content)) await refresh(row.sno, template, content);
    }
    for (const template of plan.inserts) {
      const content = contentOf(template);
      if (!content) continue;
      // A row of ours with another id for this name and language (a demo template) adopts the provider's.
      const named = await templateByName(tx, target.wabaId, content.name, content.language);
      if (named) {
        await refresh(named.sno, template, content);
        continue;
      }
      const saved = await insertTemplate(tx, {
        esme: target.esme,
        wabaId: target.wabaId,
        providerId: template.id,
        content,
        status: template.status,
        quality: template.quality_score?.score ?? 'UNKNOWN',
        reason: template.rejected_reason ?? null,
        at: target.at,
      });
      await addHistory(tx, saved, { at: target.at, actor: target.actor, action: 'SYNCED' });
      counts.added += 1;
    }
    return counts;
  });
}
