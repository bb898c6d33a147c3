import { randomUUID } from 'node:crypto';
import { createEmptyFlow, type FlowDocument } from '@/canvas/engine';
import { createFlowRequest, deletedResponse, duplicateFlowRequest, flowDetail, flowListResponse, saveFlowRequest, saveFlowResponse } from '@/api/contracts/chatbot';
import type { Queryable } from '../../platform/db/db';
import type { AuthSession } from '../../platform/auth/auth-session';
import { updateBot } from '../repo/bots';
import { deleteFlow, insertFlow, listFlows, lockFlow, updateFlowDraft } from '../repo/flows';
import type { BotRow } from '../repo/rows';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { requireBot } from './bots';
import { BOT_BASE, idParams } from './chatbot-paths';
import { parseChatbotDocument, presentFlowDetail, requireFlow, versionConflict } from './flow-access';
import { iso, presentFlowSummary } from './present';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

const TAG = 'Chatbot: flows';

/** Who wrote a draft, as the editor shows it: the administrator's name in a customer session is not kept apart. */
const author = (auth: AuthSession) => auth.username;

/** Stores a new flow at version 1; the bot's first flow becomes its entry flow. */
async function addFlow(q: Queryable, bot: BotRow, document: FlowDocument, auth: AuthSession, now: Date) {
  const id = randomUUID();
  await insertFlow(q, { id, botId: bot.id, name: document.name, version: 1, document: { ...document, id, botId: bot.id, version: 1, state: 'DRAFT' }, by: author(auth) }, now);
  if (!bot.entry_flow_id) await updateBot(q, bot.id, { entry_flow_id: id }, now);
  return presentFlowDetail(await requireFlow(q, auth.esme, id));
}

export const listFlowsRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/bots/:id/flows`,
  tag: TAG,
  summary: 'Flows of a bot by name, with draft and published versions.',
  params: idParams,
  response: flowListResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params }) {
    const bot = await requireBot(ctx.db, auth.esme, params.id);
    return { flows: (await listFlows(ctx.db, bot.id)).map(presentFlowSummary) };
  },
});

export const createFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/bots/:id/flows`,
  tag: TAG,
  summary: "Creates an empty draft flow (the engine's createEmptyFlow).",
  params: idParams,
  body: createFlowRequest,
  response: flowDetail,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, body, params }) =>
    ctx.db.transaction(async (tx) => {
      const bot = await requireBot(tx, auth.esme, params.id);
      return addFlow(tx, bot, createEmptyFlow({ id: 'new', botId: bot.id, name: body.name }), auth, ctx.options.now());
    }),
});

export const getFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/flows/:id`,
  tag: TAG,
  summary: 'A flow with its draft document.',
  params: idParams,
  response: flowDetail,
  errors: [400, 401, 403, 404],
  handle: async ({ ctx, auth, params }) => presentFlowDetail(await requireFlow(ctx.db, auth.esme, params.id)),
});

export const saveFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'put',
  path: `${BOT_BASE}/flows/:id`,
  tag: TAG,
  summary: 'Saves the draft when baseVersion is the stored version (409 version_conflict with the stored draft otherwise).',
  params: idParams,
  body: saveFlowRequest,
  response: saveFlowResponse,
  errors: [400, 401, 403, 404, 409],
  async handle({ ctx, auth, body, params }) {
    const document = parseChatbotDocument(body.document);
    return ctx.db.transaction(async (tx) => {
      await lockFlow(tx, params.id);
      const row = await requireFlow(tx, auth.esme, params.id);
      if (row.version !== body.baseVersion) throw versionConflict(row, body.baseVersion);
      const version = row.version + 1;
      const now = ctx.options.now();
      await updateFlowDraft(tx, { id: row.id, botId: row.bot_id, name: document.name, version, document: { ...document, id: row.id, botId: row.bot_id, version, state: 'DRAFT' }, by: author(auth) }, now);
      return { version, updated_on: iso(now) };
    });
  },
});

export const duplicateFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/flows/:id/duplicate`,
  tag: TAG,
  summary: 'Copies the draft into a new flow of the same bot.',
  params: idParams,
  body: duplicateFlowRequest,
  response: flowDetail,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, body, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await requireFlow(tx, auth.esme, params.id);
      const bot = await requireBot(tx, auth.esme, row.bot_id);
      return addFlow(tx, bot, { ...storedFlowDocument(row.document), name: body.name }, auth, ctx.options.now());
    }),
});

export const deleteFlowRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'delete',
  path: `${BOT_BASE}/flows/:id`,
  tag: TAG,
  summary: 'Deletes a flow and its published versions; the bot loses its entry flow if it was this one.',
  params: idParams,
  response: deletedResponse,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await requireFlow(tx, auth.esme, params.id);
      await deleteFlow(tx, row.id);
      return { deleted: row.id };
    }),
});

export const flowRoutes = [listFlowsRoute, createFlowRoute, getFlowRoute, saveFlowRoute, duplicateFlowRoute, deleteFlowRoute];
