import { randomInt } from 'node:crypto';
import { templateCategory, templateComponent, templateContent, type TemplateContent, type TemplateQuality, type TemplateStatus } from '@/api/contracts/whatsapp-template';
import { z } from 'zod';
import type { CreateTemplateResponse, ProviderTemplate, TemplateListResponse } from '../../channels/whatsapp/template-management-types';
import { graphErrors, type GraphRefusal } from './graph-errors';
import type { SandboxTemplate } from './sandbox-messages';
import { seededDelay } from './sandbox-rules';
import { reviewTemplate } from './sandbox-template-review';
import { templateQualityWebhook, templateStatusWebhook } from './webhook-payloads';
import type { createWebhookScheduler, SandboxLogger } from './webhook-scheduler';

/**
 * The sandbox provider's template registry, one per WABA, in memory: creation answers PENDING and
 * the review's verdict (sandbox-template-review.ts) arrives by webhook after a seeded delay; an edit
 * sends the template back to review; tests change a template's status or quality as Meta would.
 * Templates it did not create here (seeded, or created before a restart or by another process) it
 * learns from `findStoredTemplates` before it lists, edits or deletes, as Meta's list holds every
 * template the WABA has (issue #32: the list answered none while sends of them succeeded).
 */

/** A template as the provider already holds it, with its id, status and quality. */
export interface StoredTemplateRow {
  id: string;
  wabaId: string;
  content: TemplateContent;
  status: TemplateStatus;
  quality: TemplateQuality;
  reason: string | null;
}
export type FindStoredTemplates = (where: { wabaId: string } | { id: string }) => Promise<readonly StoredTemplateRow[]>;

interface StoredTemplate extends StoredTemplateRow {
  /** Bumped by every edit, so a review begun before it does not land after it. */
  version: number;
}

export interface SandboxTemplatesDeps {
  wabaIds: ReadonlySet<string>;
  seed: string | number;
  /** Milliseconds between submission and verdict, drawn from the seed. */
  reviewMs: readonly [number, number];
  /** Creations a WABA may make in a rolling hour. */
  creationsPerHour: number;
  now: () => Date;
  scheduler: ReturnType<typeof createWebhookScheduler>;
  logger: SandboxLogger;
  findStoredTemplates?: FindStoredTemplates;
}

type Answer<T> = { status: 200; body: T } | GraphRefusal;

const editBody = z.object({ components: z.array(templateComponent), category: templateCategory.optional() });
export function createSandboxTemplates(deps: SandboxTemplatesDeps) {
  const templates = new Map<string, StoredTemplate>();
  const creations = new Map<string, number[]>();
  let created = 0;
  // Ids unique across processes and restarts, as Meta's are: a restarted sandbox counting from one
  // again would hand out an id our database already holds, and a verdict for the new template would
  // change the old one too (`where provider_id = $1`). Fifteen digits, as Meta's: its webhooks carry
  // the id as a JSON number, exact only below 2^53.
  const incarnation = String(randomInt(0, 1_000_000)).padStart(6, '0');

  /** Deleted here: our database may still hold them a moment, and learning must not bring them back. */
  const deleted = new Set<string>();

  /** Takes in the provider's templates this process has not seen; the registry's own copy wins. */
  async function learn(where: { wabaId: string } | { id: string }): Promise<void> {
    if (!deps.findStoredTemplates) return;
    for (const row of await deps.findStoredTemplates(where)) {
      if (templates.has(row.id) || deleted.has(row.id)) continue;
      templates.set(row.id, { ...row, version: 0 });
    }
  }

  function review(template: StoredTemplate) {
    const version = template.version;
    deps.scheduler.schedule([
      {
        delayMs: seededDelay(deps.seed, deps.reviewMs, 'review', template.id, version),
        build: () => {
          if (template.version !== version || !templates.has(template.id)) return null;
          const verdict = reviewTemplate(template.content);
          template.status = verdict.status;
          template.reason = verdict.reason;
          deps.logger.info({ sandbox: 'whatsapp', template: template.content.name, status: verdict.status }, 'sandbox provider reviewed a template');
          return templateStatusWebhook(ref(template), verdict.status, verdict.reason, deps.now());
        },
      },
    ]);
  }

  const ref = (template: StoredTemplate) => ({ wabaId: template.wabaId, id: template.id, name: template.content.name, language: template.content.language, category: template.content.category });

  function create(wabaId: string, body: unknown): Answer<CreateTemplateResponse> {
    if (!deps.wabaIds.has(wabaId)) return graphErrors.unknownObject(wabaId);
    const parsed = templateContent.safeParse(body);
    if (!parsed.success) return graphErrors.invalidParameter(`${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const content = parsed.data;
    if (!/^[a-z0-9_]{1,512}$/.test(content.name)) return graphErrors.invalidParameter(`name: "${content.name}" may hold only lowercase letters, digits and underscores`);
    if ([...templates.values()].some((item) => item.wabaId === wabaId && item.content.name === content.name && item.content.language === content.language)) {
      return graphErrors.templateExists(content.name, content.language);
    }
    const nowMs = deps.now().getTime();
    const recent = (creations.get(wabaId) ?? []).filter((at) => at > nowMs - 3_600_000);
    if (recent.length >= deps.creationsPerHour) {
      creations.set(wabaId, recent);
      return graphErrors.templateCreationLimit();
    }
    creations.set(wabaId, [...recent, nowMs]);
    created += 1;
    const id = `9${incarnation}${String(created).padStart(8, '0')}`;
    const template: StoredTemplate = { id, wabaId, content, status: 'PENDING', quality: 'UNKNOWN', reason: null, version: 0 };
    templates.set(id, template);
    review(template);
    return { status: 200, body: { id, status: 'PENDING', category: content.category } };
  }

  async function edit(id: string, body: unknown): Promise<Answer<{ success: true }> | null> {
    if (!templates.has(id)) await learn({ id });
    const template = templates.get(id);
    if (!template) return null;
    if (template.status === 'PENDING') return graphErrors.templateInReview(id);
    const parsed = editBody.safeParse(body);
    if (!parsed.success) return graphErrors.invalidParameter(`${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    template.content = { ...template.content, components: parsed.data.components, ...(parsed.data.category ? { category: parsed.data.category } : {}) };
    template.status = 'PENDING';
    template.reason = null;
    template.version += 1;
    review(template);
    return { status: 200, body: { success: true } };
  }

  async function list(wabaId: string, query: { limit?: string; after?: string; name?: string; status?: string }): Promise<Answer<TemplateListResponse>> {
    if (!deps.wabaIds.has(wabaId)) return graphErrors.unknownObject(wabaId);
    await learn({ wabaId });
    const limit = Math.min(Math.max(Number(query.limit ?? 25) || 25, 1), 1_000);
    const all = [...templates.values()]
      .filter((item) => item.wabaId === wabaId && (!query.name || item.content.name.includes(query.name)) && (!query.status || item.status === query.status))
      .sort((a, b) => Number(b.id) - Number(a.id));
    const start = query.after ? all.findIndex((item) => item.id === Buffer.from(query.after ?? '', 'base64url').toString()) + 1 : 0;
    const page = all.slice(start, start + limit);
    const last = page.at(-1);
    const first = page[0];
    const more = start + limit < all.length;
    const cursor = (item: StoredTemplate) => Buffer.from(item.id).toString('base64url');
    return {
      status: 200,
      body: {
        data: page.map(describe),
        ...(first && last ? { paging: { cursors: { before: cursor(first), after: cursor(last) }, ...(more ? { next: `sandbox://message_templates?after=${cursor(last)}` } : {}) } } : {}),
      },
    };
  }

  function describe(template: StoredTemplate): ProviderTemplate {
    return {
      id: template.id,
      name: template.content.name,
      language: template.content.language,
      status: template.status,
      category: template.content.category,
      parameter_format: template.content.parameter_format,
      components: template.content.components,
      quality_score: { score: template.quality },
      ...(template.reason ? { rejected_reason: template.reason } : {}),
    };
  }

  async function remove(wabaId: string, query: { name?: string; hsm_id?: string }): Promise<Answer<{ success: true }>> {
    if (!deps.wabaIds.has(wabaId)) return graphErrors.unknownObject(wabaId);
    if (!query.name) return graphErrors.invalidParameter('name: required');
    await learn({ wabaId });
    const doomed = [...templates.values()].filter((item) => item.wabaId === wabaId && item.content.name === query.name && (!query.hsm_id || item.id === query.hsm_id));
    if (doomed.length === 0) return graphErrors.templateNotFound(query.hsm_id ? `${query.name} (${query.hsm_id})` : query.name);
    for (const item of doomed) {
      templates.delete(item.id);
      deleted.add(item.id);
    }
    return { status: 200, body: { success: true } };
  }

  function find(name: string, language: string, wabaId?: string): SandboxTemplate | undefined {
    const template = [...templates.values()].find((item) => item.content.name === name && item.content.language === language && (wabaId === undefined || item.wabaId === wabaId));
    return template ? { ...template.content, status: template.status } : undefined;
  }

  function stored(id: string): StoredTemplate {
    const template = templates.get(id);
    if (!template) throw new Error(`The sandbox has no template ${id}`);
    return template;
  }

  /** What Meta does to a live template (pause for low quality, disable, reinstate); posts the webhook. */
  async function changeStatus(id: string, event: 'PAUSED' | 'DISABLED' | 'FLAGGED' | 'REINSTATED' | 'APPROVED', reason: string | null = null): Promise<void> {
    const template = stored(id);
    template.status = event === 'REINSTATED' ? 'APPROVED' : event;
    template.reason = reason;
    await deps.scheduler.postNow(templateStatusWebhook(ref(template), event, reason, deps.now()));
  }

  async function changeQuality(id: string, quality: TemplateQuality): Promise<void> {
    const template = stored(id);
    const previous = template.quality;
    template.quality = quality;
    await deps.scheduler.postNow(templateQualityWebhook(ref(template), previous, quality, deps.now()));
  }

  return { create, edit, list, remove, find, changeStatus, changeQuality };
}
