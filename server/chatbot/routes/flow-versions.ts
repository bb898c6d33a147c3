import { z } from 'zod';
import { BUILT_IN_VARIABLES, canPublish, validateFlow, type FlowDocument } from '@/canvas/engine';
import { flowDetail, flowDiffResponse, flowVersionDetail, flowVersionListResponse, publishFlowRequest, publishFlowResponse } from '@/api/contracts/chatbot';
import { ApiError, notFound } from '../../platform/api-error';
import { diffFlows } from '../gateway/diff-flows';
import { findFlowVersion, findPublishedDraft, insertFlowVersion, listFlowVersions, listFlows, lockFlow, updateFlowDraft } from '../repo/flows';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { BOT_BASE, idParams } from './chatbot-paths';
import { documentOf, presentFlowDetail, requireFlow, versionConflict } from './flow-access';
import { iso } from './present';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

const TAG = 'Chatbot: publishing';
/** Versions are PostgreSQL integers: a larger number is a 400, not a failed query. */
const versionParams = idParams.extend({ version: z.coerce.number().int().positive().max(2_147_483_647) });

export const publishFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/flows/:id/publish`,
  tag: TAG,
  summary: 'Validates the draft (other flows of the bot count as known FLOW targets) and freezes it as a published version.',
  params: idParams,
  body: publishFlowRequest,
  response: publishFlowResponse,
  errors: [400, 401, 403, 404, 409],
  handle: ({ ctx, auth, body, params }) =>
    ctx.db.transaction(async (tx) => {
      await lockFlow(tx, params.id);
      const row = await requireFlow(tx, auth.esme, params.id);
      if (row.version !== body.baseVersion) throw versionConflict(row, body.baseVersion);
      const existing = await findPublishedDraft(tx, row.id, row.version);
      // Publishing an unchanged draft again is a no-op, not a second copy.
      if (existing) return { version: existing.version, published_at: iso(existing.published_at) };
      const knownFlowIds = new Set((await listFlows(tx, row.bot_id)).map((flow) => flow.id).filter((id) => id !== row.id));
      const document = documentOf(row);
      const problems = validateFlow(document, { knownFlowIds, builtInVariables: BUILT_IN_VARIABLES });
      if (!canPublish(problems)) {
        const errors = problems.filter((problem) => problem.severity === 'error').length;
        throw new ApiError('flowInvalid', `The flow has ${errors} error${errors === 1 ? '' : 's'} to fix before publishing.`, undefined, { problems });
      }
      const now = ctx.options.now();
      const version = await insertFlowVersion(tx, { flow_id: row.id, draft_version: row.version, document: { ...document, state: 'PUBLISH' }, published_by: auth.username }, now);
      return { version, published_at: iso(now) };
    }),
});

export const listFlowVersionsRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/flows/:id/versions`,
  tag: TAG,
  summary: 'Published versions of a flow, newest first.',
  params: idParams,
  response: flowVersionListResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params }) {
    const row = await requireFlow(ctx.db, auth.esme, params.id);
    const versions = await listFlowVersions(ctx.db, row.id);
    return { versions: versions.map((version) => ({ version: version.version, published_at: iso(version.published_at), published_by: version.published_by })) };
  },
});

export const getFlowVersionRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/flows/:id/versions/:version`,
  tag: TAG,
  summary: 'One published version, read-only.',
  params: versionParams,
  response: flowVersionDetail,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params }) {
    const row = await requireFlow(ctx.db, auth.esme, params.id);
    const version = await findFlowVersion(ctx.db, row.id, params.version);
    if (!version) throw notFound(`Version ${params.version} of this flow was never published.`);
    return { version: version.version, published_at: iso(version.published_at), published_by: version.published_by, document: storedFlowDocument(version.document) };
  },
});

export const restoreFlowVersionRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/flows/:id/versions/:version/restore`,
  tag: TAG,
  summary: 'Makes a published version the draft again, at a new version number; published versions stay as they are.',
  params: versionParams,
  response: flowDetail,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, params }) =>
    ctx.db.transaction(async (tx) => {
      await lockFlow(tx, params.id);
      const row = await requireFlow(tx, auth.esme, params.id);
      const source = await findFlowVersion(tx, row.id, params.version);
      if (!source) throw notFound(`Version ${params.version} of this flow was never published.`);
      const document = storedFlowDocument(source.document);
      const version = row.version + 1;
      await updateFlowDraft(
        tx,
        { id: row.id, botId: row.bot_id, name: document.name, version, document: { ...document, version, state: 'DRAFT' }, by: auth.username },
        ctx.options.now(),
      );
      return presentFlowDetail(await requireFlow(tx, auth.esme, row.id));
    }),
});

export const flowDiffRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/flows/:id/diff`,
  tag: TAG,
  summary: 'Nodes and edges added, removed and changed in the draft since the latest published version.',
  params: idParams,
  response: flowDiffResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params }) {
    const row = await requireFlow(ctx.db, auth.esme, params.id);
    const published = await findFlowVersion(ctx.db, row.id);
    const draft = documentOf(row);
    // Never published: everything in the draft is new.
    const base: FlowDocument = published ? storedFlowDocument(published.document) : { ...draft, nodes: [], edges: [], variables: [] };
    const { flowFields, ...diff } = diffFlows(base, draft);
    return { published_version: published?.version ?? null, draft_version: row.version, ...diff, flow_fields: flowFields };
  },
});

export const flowVersionRoutes = [publishFlowRoute, listFlowVersionsRoute, getFlowVersionRoute, restoreFlowVersionRoute, flowDiffRoute];
