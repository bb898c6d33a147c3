import { deletedResponse, folder, folderListResponse, folderRequest } from '@/api/contracts/chatbot';
import { ApiError, notFound } from '../../platform/api-error';
import { listBots, countBotsInFolder } from '../repo/bots';
import { deleteFolder, findFolder, folderNameTaken, insertFolder, listFolders, renameFolder } from '../repo/folders';
import type { FolderRow } from '../repo/rows';
import type { Queryable } from '../../platform/db/db';
import { BOT_BASE, idParams } from './chatbot-paths';
import { iso, presentBot } from './present';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

const TAG = 'Chatbot: folders';

const nameTaken = (name: string) => new ApiError('nameTaken', `A folder named ${name} already exists.`, { name: 'Already taken' });

async function presentFolder(q: Queryable, row: FolderRow) {
  const bots = await listBots(q, row.esme, row.id);
  return { id: row.id, name: row.name, created_on: iso(row.created_on), updated_on: iso(row.updated_on), bots: bots.map(presentBot) };
}

export const listFoldersRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/folders`,
  tag: TAG,
  summary: 'Folders of the account with their bots, and the bots in no folder.',
  response: folderListResponse,
  errors: [401, 403],
  async handle({ ctx, auth }) {
    const [folders, bots] = await Promise.all([listFolders(ctx.db, auth.esme), listBots(ctx.db, auth.esme)]);
    return {
      folders: folders.map((row) => ({
        id: row.id,
        name: row.name,
        created_on: iso(row.created_on),
        updated_on: iso(row.updated_on),
        bots: bots.filter((bot) => bot.folder_id === row.id).map(presentBot),
      })),
      unfiled: bots.filter((bot) => bot.folder_id === null).map(presentBot),
    };
  },
});

export const createFolderRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/folders`,
  tag: TAG,
  summary: 'Creates an empty folder; names are unique per account (any case).',
  body: folderRequest,
  response: folder,
  errors: [400, 401, 403, 409],
  handle: ({ ctx, auth, body }) =>
    ctx.db.transaction(async (tx) => {
      if (await folderNameTaken(tx, auth.esme, body.name, null)) throw nameTaken(body.name);
      return presentFolder(tx, await insertFolder(tx, auth.esme, body.name, ctx.options.now()));
    }),
});

export const renameFolderRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'put',
  path: `${BOT_BASE}/folders/:id`,
  tag: TAG,
  summary: 'Renames a folder.',
  params: idParams,
  body: folderRequest,
  response: folder,
  errors: [400, 401, 403, 404, 409],
  handle: ({ ctx, auth, body, params }) =>
    ctx.db.transaction(async (tx) => {
      if (!(await findFolder(tx, auth.esme, params.id))) throw notFound('No such folder.');
      if (await folderNameTaken(tx, auth.esme, body.name, params.id)) throw nameTaken(body.name);
      return presentFolder(tx, await renameFolder(tx, params.id, body.name, ctx.options.now()));
    }),
});

export const deleteFolderRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'delete',
  path: `${BOT_BASE}/folders/:id`,
  tag: TAG,
  summary: 'Deletes an empty folder; 409 folder_not_empty while bots are filed in it.',
  params: idParams,
  response: deletedResponse,
  errors: [400, 401, 403, 404, 409],
  handle: ({ ctx, auth, params }) =>
    ctx.db.transaction(async (tx) => {
      const row = await findFolder(tx, auth.esme, params.id);
      if (!row) throw notFound('No such folder.');
      const bots = await countBotsInFolder(tx, row.id);
      if (bots > 0) {
        throw new ApiError('folderNotEmpty', `The folder ${row.name} still holds ${bots} bot${bots === 1 ? '' : 's'}; move or delete them first.`);
      }
      await deleteFolder(tx, row.id);
      return { deleted: row.id };
    }),
});

export const folderRoutes = [listFoldersRoute, createFolderRoute, renameFolderRoute, deleteFolderRoute];
