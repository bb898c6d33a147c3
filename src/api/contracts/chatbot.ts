import { z } from 'zod';
import { botChannel, chatbotId, chatbotName } from './chatbot-common';

/**
 * Chatbot area contracts, under the config's `bot` base (`/api/bot/`). Every route needs a session;
 * rows belong to the caller's account (another account's ids answer 404). Roles 0 and 3 and an
 * administrator acting as a customer may call them; role 1 and a role-2 operator get 403.
 *
 * This file holds folders and bots and re-exports the rest:
 * - `chatbot-common.ts`: ids, names, key/value rows, the §5 URL check, `deletedResponse`
 * - `chatbot-flows.ts`: flows, drafts, publishing, versions, diff, drop-off
 * - `chatbot-resources.ts`: intents, apps, enterprise APIs and the API tester
 * - `chatbot-runtime.ts`: simulator fetch proxy, gateway, chat report, outbound errors
 */
export * from './chatbot-common';
export * from './chatbot-flows';
export * from './chatbot-pwa';
export * from './chatbot-resources';
export * from './chatbot-runtime';

/** A bot as listed and returned by create/update. `entry_flow_id` is the flow the gateway starts. */
export const bot = z.object({
  id: chatbotId,
  name: z.string(),
  description: z.string(),
  channel: botChannel,
  folder_id: chatbotId.nullable(),
  entry_flow_id: chatbotId.nullable(),
  flow_count: z.number().int().nonnegative(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type Bot = z.infer<typeof bot>;

/** A folder with the bots filed in it (name order). */
export const folder = z.object({
  id: chatbotId,
  name: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  bots: z.array(bot),
});
export type Folder = z.infer<typeof folder>;

/** GET folders: every folder (name order) with its bots, and the bots in no folder. */
export const folderListResponse = z.object({ folders: z.array(folder), unfiled: z.array(bot) });
export type FolderListResponse = z.infer<typeof folderListResponse>;

/** POST folders and PUT folders/:id (rename). Answer: `folder`. Folder names are unique per account (409 `name_taken`). */
export const folderRequest = z.object({ name: chatbotName });
export type FolderRequest = z.infer<typeof folderRequest>;
/** DELETE folders/:id answers `deletedResponse`; 409 `folder_not_empty` while bots are filed in it. */

/** GET bots?folderId= : bots of the account (name order); `folderId=none` lists the unfiled ones. */
export const botListQuery = z.object({ folderId: z.union([chatbotId, z.literal('none')]).optional() });
export const botListResponse = z.object({ bots: z.array(bot) });
export type BotListResponse = z.infer<typeof botListResponse>;

/** POST bots. Answer: `bot`. A gateway token is created with it. */
export const createBotRequest = z.object({
  name: chatbotName,
  description: z.string().trim().max(1000).default(''),
  channel: botChannel,
  folder_id: chatbotId.nullable().default(null),
});
export type CreateBotRequest = z.input<typeof createBotRequest>;

/**
 * PUT bots/:id: rename, describe, move to a folder (`folder_id`, null = no folder) or choose the
 * entry flow (one of the bot's flows). Fields left out stay as they are; at least one is needed. Answer: `bot`.
 */
export const updateBotRequest = z
  .object({
    name: chatbotName,
    description: z.string().trim().max(1000),
    channel: botChannel,
    folder_id: chatbotId.nullable(),
    entry_flow_id: chatbotId,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field');
export type UpdateBotRequest = z.input<typeof updateBotRequest>;
/** DELETE bots/:id answers `deletedResponse`; the bot's flows, versions and conversations go with it. */

/** GET bots/:id/gateway and POST bots/:id/gateway-token (a new token; the old one stops working). */
export const botGatewayResponse = z.object({
  bot_id: chatbotId,
  /** Where a channel connector posts user events: `POST {url}` with `Authorization: Bearer {token}`. */
  url: z.string(),
  token: z.string(),
  entry_flow_id: chatbotId.nullable(),
  /** True when the entry flow has a published version, i.e. the gateway can answer. */
  ready: z.boolean(),
});
export type BotGatewayResponse = z.infer<typeof botGatewayResponse>;
