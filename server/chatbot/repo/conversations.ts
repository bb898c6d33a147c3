import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import type { BotRow, ConversationRow, TurnRow } from './rows';

export async function findConversation(q: Queryable, botId: string, externalId: string): Promise<ConversationRow | undefined> {
  const [row] = await q.query<ConversationRow>('select * from conversations where bot_id = $1 and external_id = $2', [botId, externalId]);
  return row;
}

/** The conversation row, created on first contact; locked until the transaction ends so turns of one chat queue up. */
export async function lockConversation(q: Queryable, botId: string, externalId: string, now: Date): Promise<ConversationRow> {
  await q.query(
    `insert into conversations (id, bot_id, external_id, state, started_at, updated_at) values ($1, $2, $3, null, $4, $4)
     on conflict (bot_id, external_id) do nothing`,
    [randomUUID(), botId, externalId, now],
  );
  const [row] = await q.query<ConversationRow>('select * from conversations where bot_id = $1 and external_id = $2 for update', [botId, externalId]);
  return row!;
}

export interface TurnWrite {
  conversationId: string;
  seq: number;
  input: unknown;
  output: unknown[];
  trace: unknown[];
  state: unknown;
  ended: boolean;
  lastMessage: string | null;
}

export async function appendTurn(q: Queryable, turn: TurnWrite, now: Date): Promise<void> {
  await q.query('insert into turns (conversation_id, seq, at, input, output, trace) values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb)', [
    turn.conversationId,
    turn.seq,
    now,
    JSON.stringify(turn.input),
    JSON.stringify(turn.output),
    JSON.stringify(turn.trace),
  ]);
  await q.query('update conversations set state = $2::jsonb, ended = $3, updated_at = $4, turn_count = $5, last_message = coalesce($6, last_message) where id = $1', [
    turn.conversationId,
    JSON.stringify(turn.state),
    turn.ended,
    now,
    turn.seq,
    turn.lastMessage,
  ]);
}

export interface ConversationFilter {
  esme: number;
  botId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  q?: string;
}

export type ConversationListRow = ConversationRow & { bot_name: string };

const FILTER = `from conversations c join bots b on b.id = c.bot_id
  where b.esme = $1 and ($2::uuid is null or c.bot_id = $2) and ($3::timestamptz is null or c.started_at >= $3)
  and ($4::timestamptz is null or c.started_at < $4)
  and ($5::text is null or c.external_id ilike $5 or exists (select 1 from turns t where t.conversation_id = c.id and (t.input::text ilike $5 or t.output::text ilike $5)))`;

const filterParams = (filter: ConversationFilter) => [
  filter.esme,
  filter.botId ?? null,
  filter.from ?? null,
  filter.to ?? null,
  filter.q ? `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null,
];

/** One page of conversations, newest first, and how many match in all. */
export async function listConversations(q: Queryable, filter: ConversationFilter, page: number, pageSize: number): Promise<{ rows: ConversationListRow[]; total: number }> {
  const [count] = await q.query<{ total: number }>(`select count(*)::integer as total ${FILTER}`, filterParams(filter));
  const rows = await q.query<ConversationListRow>(`select c.*, b.name as bot_name ${FILTER} order by c.started_at desc, c.id limit $6 offset $7`, [
    ...filterParams(filter),
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findConversationInAccount(q: Queryable, esme: number, id: string): Promise<ConversationListRow | undefined> {
  const [row] = await q.query<ConversationListRow>('select c.*, b.name as bot_name from conversations c join bots b on b.id = c.bot_id where b.esme = $1 and c.id = $2', [esme, id]);
  return row;
}

export function listTurns(q: Queryable, conversationId: string): Promise<TurnRow[]> {
  return q.query<TurnRow>('select * from turns where conversation_id = $1 order by seq', [conversationId]);
}

/** The turns of one chat after `after`, oldest first; `limit` keeps a long-lost client's catch-up bounded. */
export function turnsAfter(q: Queryable, botId: string, externalId: string, after: number, limit: number): Promise<TurnRow[]> {
  return q.query<TurnRow>(
    `select t.* from turns t join conversations c on c.id = t.conversation_id
     where c.bot_id = $1 and c.external_id = $2 and t.seq > $3 order by t.seq limit $4`,
    [botId, externalId, after, limit],
  );
}

export interface DropoffCountRow {
  what: 'reached' | 'last' | 'taken' | 'conversations';
  node_id: string | null;
  branch: string | null;
  n: number;
}

/**
 * Drop-off counts of one flow, added up by the database from the logged traces of the bot's turns:
 * per node the conversations that reached it (`reached`) and whose last step of this flow it was
 * (`last`), per node and handle the steps that left by it (`taken`), and the conversations counted.
 * A few rows per node and edge, however many turns were logged.
 */
export function dropoffCounts(q: Queryable, botId: string, flowId: string, from: Date | undefined, to: Date | undefined): Promise<DropoffCountRow[]> {
  return q.query<DropoffCountRow>(
    `with steps as (
       select t.conversation_id, t.seq, s.ord, s.step->>'nodeId' as node_id, s.step->>'branch' as branch
       from turns t join conversations c on c.id = t.conversation_id
       cross join lateral jsonb_array_elements(t.trace) with ordinality as s(step, ord)
       where c.bot_id = $1 and ($3::timestamptz is null or t.at >= $3) and ($4::timestamptz is null or t.at < $4)
         and s.step->>'flowId' = $2 and s.step->>'kind' <> 'SESSION' and s.step->>'nodeId' is not null
     ),
     last_steps as (
       select distinct on (conversation_id) conversation_id, node_id from steps order by conversation_id, seq desc, ord desc
     )
     select 'reached' as what, node_id, null as branch, count(distinct conversation_id)::int as n from steps group by node_id
     union all select 'last', node_id, null, count(*)::int from last_steps group by node_id
     union all select 'taken', node_id, branch, count(*)::int from steps where branch is not null group by node_id, branch
     union all select 'conversations', null, null, count(*)::int from last_steps`,
    [botId, flowId, from ?? null, to ?? null],
  );
}

/** Bots with a conversation still open: the only ones the idle-timeout sweep has to look at. */
export function botsWithOpenConversations(q: Queryable): Promise<BotRow[]> {
  return q.query<BotRow>('select b.* from bots b where exists (select 1 from conversations c where c.bot_id = b.id and not c.ended)');
}

/**
 * Open conversations of a bot whose last turn is older than `idleSince` and was not itself a
 * timeout: a conversation the timeout restarted waits for its user, it is not timed out again.
 * WhatsApp conversations are left to their channel's sweep (server/automation/bot-channel), which
 * also sends what the timeout says to the contact's phone.
 */
export async function idleConversations(q: Queryable, botId: string, idleSince: Date): Promise<string[]> {
  const rows = await q.query<{ external_id: string }>(
    `select c.external_id from conversations c join turns t on t.conversation_id = c.id and t.seq = c.turn_count
     where c.bot_id = $1 and not c.ended and c.updated_at < $2 and t.input->>'type' <> 'timeout' and c.external_id not like 'whatsapp:%'`,
    [botId, idleSince],
  );
  return rows.map((row) => row.external_id);
}
