import { bot, botGatewayResponse, botListQuery, botListResponse, createBotRequest, deletedResponse, updateBotRequest } from '@/api/contracts/chatbot';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';
import { deleteBot, findBot, insertBot, listBots, regenerateGatewayToken, updateBot } from '../repo/bots';
import { findFolder } from '../repo/folders';
import { findFlow, findFlowVersion } from '../repo/flows';
import type { BotRow } from '../repo/rows';
import { BOT_BASE, idParams } from './chatbot-paths';
import { presentBot } from './present';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

const TAG = 'Chatbot: bots';

/** A bot of the caller's account, or 404 (another account's bot looks exactly like a missing one). */
export async function requireBot(q: Queryable, esme: number, id: string): Promise<BotRow> {
  const row = await findBot(q, esme, id);
  if (!row) throw notFound('No such bot.');
  return row;
}

const invalidField = (field: string, message: string) => new ApiError('invalidRequest', `Invalid ${field}.`, { [field]: message });

async function checkFolder(q: Queryable, esme: number, folderId: string | null | undefined) {
  if (folderId && !(await findFolder(q, esme, folderId))) throw invalidField('folder_id', 'No such folder');
}

export const listBotsRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/bots`,
  tag: TAG,
  summary: 'Bots of the account by name; `folderId` narrows to a folder, `folderId=none` to the unfiled bots.',
  query: botListQuery,
  response: botListResponse,
  errors: [400, 401, 403],
  async handle({ ctx, auth, query }) {
    const folder = query.folderId === 'none' ? null : query.folderId;
    return { bots: (await listBots(ctx.db, auth.esme, folder)).map(presentBot) };
  },
});

export const createBotRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/bots`,
  tag: TAG,
  summary: 'Creates a bot (and its gateway token), optionally in a folder.',
  body: createBotRequest,
  response: bot,
  errors: [400, 401, 403],
  handle: ({ ctx, auth, body }) =>
    ctx.db.transaction(async (tx) => {
      await checkFolder(tx, auth.esme, body.folder_id);
      const id = await insertBot(tx, { esme: auth.esme, name: body.name, description: body.description, channel: body.channel, folderId: body.folder_id }, ctx.options.now());
      return presentBot(await requireBot(tx, auth.esme, id));
    }),
});

export const getBotRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/bots/:id`,
  tag: TAG,
  summary: 'One bot.',
  params: idParams,
  response: bot,
  errors: [400, 401, 403, 404],
  handle: async ({ ctx, auth, params }) => presentBot(await requireBot(ctx.db, auth.esme, params.id)),
});

export const updateBotRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'put',
  path: `${BOT_BASE}/bots/:id`,
  tag: TAG,
  summary: 'Renames, describes, moves (folder_id, null = no folder) or sets the entry flow of a bot; fields left out stay.',
  params: idParams,
  body: updateBotRequest,
  response: bot,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, body, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await requireBot(tx, auth.esme, params.id);
      await checkFolder(tx, auth.esme, body.folder_id);
      if (body.entry_flow_id && (await findFlow(tx, auth.esme, body.entry_flow_id))?.bot_id !== row.id) throw invalidField('entry_flow_id', 'Not a flow of this bot');
      await updateBot(tx, row.id, body, ctx.options.now());
      return presentBot(await requireBot(tx, auth.esme, row.id));
    }),
});

export const deleteBotRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'delete',
  path: `${BOT_BASE}/bots/:id`,
  tag: TAG,
  summary: 'Deletes a bot with its flows, published versions and conversations.',
  params: idParams,
  response: deletedResponse,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await requireBot(tx, auth.esme, params.id);
      await deleteBot(tx, row.id);
      return { deleted: row.id };
    }),
});

async function presentGateway(q: Queryable, row: BotRow) {
  const ready = row.entry_flow_id ? Boolean(await findFlowVersion(q, row.entry_flow_id)) : false;
  return { bot_id: row.id, url: `/api/gateway/${row.id}/messages`, token: row.gateway_token, entry_flow_id: row.entry_flow_id, ready };
}

export const botGatewayRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/bots/:id/gateway`,
  tag: TAG,
  summary: "The bot's gateway address and bearer token, and whether its entry flow is published.",
  params: idParams,
  response: botGatewayResponse,
  errors: [400, 401, 403, 404],
  handle: async ({ ctx, auth, params }) => presentGateway(ctx.db, await requireBot(ctx.db, auth.esme, params.id)),
});

export const regenerateGatewayTokenRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/bots/:id/gateway-token`,
  tag: TAG,
  summary: 'Replaces the gateway token; the old one stops working at once.',
  params: idParams,
  response: botGatewayResponse,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await requireBot(tx, auth.esme, params.id);
      await regenerateGatewayToken(tx, row.id, ctx.options.now());
      return presentGateway(tx, await requireBot(tx, auth.esme, row.id));
    }),
});

export const botRoutes = [listBotsRoute, createBotRoute, getBotRoute, updateBotRoute, deleteBotRoute, botGatewayRoute, regenerateGatewayTokenRoute];
