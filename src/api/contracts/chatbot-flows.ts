import { z } from 'zod';
import { isoDayOrInstant } from './iso-instant';
import { chatbotId, chatbotName } from './chatbot-common';

/**
 * Flows of a bot, under `/api/bot/`. A flow has one draft (its `version` goes up by one on every
 * save, publish-free) and immutable published versions numbered by the draft version they froze.
 */

/**
 * A flow document as a client sends it: any JSON object (the engine's `FlowDocument` is one). The
 * server reads it with the engine's `readFlowDocument`; bad paths come back in `fields` as
 * `document.nodes.2.data.text`. The server owns `id`, `botId`, `version` and `state` and overwrites them.
 */
export const flowDocumentInput = z.record(z.string(), z.unknown());

/**
 * A flow document as the server answers it: one the engine's reader returned (`readFlowDocument`
 * brands its `ReadFlowDocument` so, and nothing else makes one without a cast), in the current schema
 * version. The schema stays in the engine, which contracts do not import: the sign-in chunk carries no
 * node kind, and the reader in the browser migrates what it reads the same way.
 */
export const flowDocumentJson = flowDocumentInput.brand<'ReadFlowDocument'>();
export type FlowDocumentJson = z.infer<typeof flowDocumentJson>;

/** DRAFT: the draft has changes not published yet (or was never published); PUBLISH: the draft is what runs. */
export const flowState = z.enum(['DRAFT', 'PUBLISH']);

/** A row of GET bots/:botId/flows. */
export const flowSummary = z.object({
  id: chatbotId,
  bot_id: chatbotId,
  name: z.string(),
  state: flowState,
  version: z.number().int().nonnegative(),
  updated_on: z.string(),
  updated_by: z.string(),
  /** Draft version frozen by the latest publish; null when never published. */
  published_version: z.number().int().nullable(),
  /** The bot's entry flow (what the gateway starts). */
  is_entry: z.boolean(),
});
export type FlowSummary = z.infer<typeof flowSummary>;
export const flowListResponse = z.object({ flows: z.array(flowSummary) });
export type FlowListResponse = z.infer<typeof flowListResponse>;

/** POST bots/:botId/flows: an empty flow (engine `createEmptyFlow`). The bot's first flow becomes its entry flow. Answer: `flowDetail`. */
export const createFlowRequest = z.object({ name: chatbotName });
export type CreateFlowRequest = z.infer<typeof createFlowRequest>;

/** GET flows/:id (also the answer of create, duplicate and restore). */
export const flowDetail = flowSummary.extend({ document: flowDocumentJson });
export type FlowDetail = z.infer<typeof flowDetail>;

/** PUT flows/:id: save the draft if `baseVersion` is still the stored version. */
export const saveFlowRequest = z.object({ document: flowDocumentInput, baseVersion: z.number().int().nonnegative() });
export type SaveFlowRequest = z.infer<typeof saveFlowRequest>;
export const saveFlowResponse = z.object({ version: z.number().int(), updated_on: z.string() });
export type SaveFlowResponse = z.infer<typeof saveFlowResponse>;

/**
 * 409 answer of save and publish when `baseVersion` is stale: offer reload (use `current.document`)
 * or overwrite (save again with `baseVersion: current.version`).
 */
export const versionConflictBody = z.object({
  error: z.literal('version_conflict'),
  message: z.string(),
  current: z.object({ version: z.number().int(), document: flowDocumentJson, updated_on: z.string(), updated_by: z.string() }),
});
export type VersionConflictBody = z.infer<typeof versionConflictBody>;

/** POST flows/:id/duplicate: a copy of the draft as a new flow of the same bot (the page proposes "<name> (copy)"). Answer: `flowDetail`. */
export const duplicateFlowRequest = z.object({ name: chatbotName });
/** DELETE flows/:id answers `deletedResponse`, versions included; deleting the entry flow leaves the bot without one. */

/** POST flows/:id/publish: validate and freeze the draft at `baseVersion`. */
export const publishFlowRequest = z.object({ baseVersion: z.number().int().nonnegative() });
export const publishFlowResponse = z.object({ version: z.number().int(), published_at: z.string() });
export type PublishFlowResponse = z.infer<typeof publishFlowResponse>;

/** One problem of the engine's `validateFlow` (`Problem`), as JSON. */
export const flowProblem = z.object({
  nodeId: z.string().nullable(),
  field: z.string(),
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  edgeId: z.string().optional(),
});
/** 400 answer of publish when `canPublish` is false. */
export const flowInvalidBody = z.object({ error: z.literal('flow_invalid'), message: z.string(), problems: z.array(flowProblem) });
export type FlowInvalidBody = z.infer<typeof flowInvalidBody>;

/** A published version (GET flows/:id/versions lists them newest first). */
export const flowVersion = z.object({ version: z.number().int(), published_at: z.string(), published_by: z.string() });
export const flowVersionListResponse = z.object({ versions: z.array(flowVersion) });
export type FlowVersionListResponse = z.infer<typeof flowVersionListResponse>;
/** GET flows/:id/versions/:version: read-only. */
export const flowVersionDetail = flowVersion.extend({ document: flowDocumentJson });
export type FlowVersionDetail = z.infer<typeof flowVersionDetail>;
/** POST flows/:id/versions/:version/restore (no body): that version becomes the draft at a new version number. Answer: `flowDetail`. */

/** A node added or removed between two documents. */
export const flowDiffNode = z.object({ id: z.string(), kind: z.string() });
/** GET flows/:id/diff: draft compared with the latest published version (everything "added" when never published). */
export const flowDiffResponse = z.object({
  published_version: z.number().int().nullable(),
  draft_version: z.number().int(),
  added: z.array(flowDiffNode),
  removed: z.array(flowDiffNode),
  /** `fields`: dotted paths that differ, e.g. `data.content.text`, `position.x`. */
  changed: z.array(flowDiffNode.extend({ fields: z.array(z.string()) })),
  edges: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  /** Flow-level fields that differ: `name`, `startNodeId`, `variables`, `settings.timeoutSeconds`, … */
  flow_fields: z.array(z.string()),
});
export type FlowDiffResponse = z.infer<typeof flowDiffResponse>;

/** GET flows/:id/dropoff?from&to (ISO dates or times; `to` inclusive when a date). */
export const dropoffQuery = z.object({ from: isoDayOrInstant().optional(), to: isoDayOrInstant().optional() });
export const dropoffResponse = z.object({
  /** The version whose nodes and edges are counted; null when never published (then the draft's, all zero). */
  published_version: z.number().int().nullable(),
  /** Conversations that ran this flow in the period. */
  conversations: z.number().int(),
  /** Per node: conversations that reached it, and those whose last visited node of this flow it was. */
  nodes: z.array(z.object({ node_id: z.string(), reached: z.number().int(), last: z.number().int() })),
  /** Per edge: how many times it was taken. */
  edges: z.array(z.object({ edge_id: z.string(), source: z.string(), target: z.string(), taken: z.number().int() })),
});
export type DropoffResponse = z.infer<typeof dropoffResponse>;
