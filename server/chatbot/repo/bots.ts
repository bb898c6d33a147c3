import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import { newToken } from '../../platform/auth/tokens';
import type { BotRow } from './rows';

const SELECT_BOT = `select b.*, (select count(*)::integer from flows f where f.bot_id = b.id) as flow_count from bots b`;

/** `folder`: undefined = every bot, null = bots in no folder, else that folder's bots. */
export function listBots(q: Queryable, esme: number, folder?: string | null): Promise<BotRow[]> {
  return q.query<BotRow>(
    `${SELECT_BOT} where b.esme = $1 and ($2::boolean = false or b.folder_id is not distinct from $3::uuid) order by lower(b.name), b.id`,
    [esme, folder !== undefined, folder ?? null],
  );
}

export async function findBot(q: Queryable, esme: number, id: string): Promise<BotRow | undefined> {
  const [row] = await q.query<BotRow>(`${SELECT_BOT} where b.esme = $1 and b.id = $2`, [esme, id]);
  return row;
}

/** The gateway knows only the bot id; the caller then checks the token. */
export async function findBotById(q: Queryable, id: string): Promise<BotRow | undefined> {
  const [row] = await q.query<BotRow>(`${SELECT_BOT} where b.id = $1`, [id]);
  return row;
}

/** An RCS bot of this account, by the name its synced templates take, or undefined. */
export async function findRcsBotName(q: Queryable, esme: number, id: string): Promise<{ name: string } | undefined> {
  const [row] = await q.query<{ name: string }>(`select name from bots where id = $1 and esme = $2 and channel = 'RCS'`, [id, esme]);
  return row;
}

export async function countBotsInFolder(q: Queryable, folderId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>('select count(*)::integer as count from bots where folder_id = $1', [folderId]);
  return row?.count ?? 0;
}

export interface NewBot {
  esme: number;
  name: string;
  description: string;
  channel: BotRow['channel'];
  folderId: string | null;
}

export async function insertBot(q: Queryable, bot: NewBot, now: Date): Promise<string> {
  const id = randomUUID();
  await q.query(
    `insert into bots (id, esme, folder_id, name, description, channel, entry_flow_id, gateway_token, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, null, $7, $8, $8)`,
    [id, bot.esme, bot.folderId, bot.name, bot.description, bot.channel, newToken(), now],
  );
  return id;
}

export type BotChanges = Partial<{ name: string; description: string; channel: BotRow['channel']; folder_id: string | null; entry_flow_id: string | null }>;

/** Updates the given columns only; column names come from the typed keys, never from the request. */
export async function updateBot(q: Queryable, id: string, changes: BotChanges, now: Date): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await q.query(`update bots set ${[...sets, 'updated_on = $2'].join(', ')} where id = $1`, [id, now, ...entries.map(([, value]) => value)]);
}

export async function regenerateGatewayToken(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('update bots set gateway_token = $2, updated_on = $3 where id = $1', [id, newToken(), now]);
}

export async function deleteBot(q: Queryable, id: string): Promise<void> {
  await q.query('delete from bots where id = $1', [id]);
}
