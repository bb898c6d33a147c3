import type { Queryable } from '../../platform/db/db';
import type { FlowRow, FlowVersionRow } from './rows';

const SELECT_FLOW = `select f.*, b.esme, b.entry_flow_id, latest.version as published_version, latest.draft_version as published_draft_version
  from flows f join bots b on b.id = f.bot_id
  left join lateral (select v.version, v.draft_version from flow_versions v where v.flow_id = f.id order by v.version desc limit 1) latest on true`;

export function listFlows(q: Queryable, botId: string): Promise<FlowRow[]> {
  return q.query<FlowRow>(`${SELECT_FLOW} where f.bot_id = $1 order by lower(f.name), f.id`, [botId]);
}

/** A flow of a bot of this account, or undefined (another account's flow looks like a missing one). */
export async function findFlow(q: Queryable, esme: number, id: string): Promise<FlowRow | undefined> {
  const [row] = await q.query<FlowRow>(`${SELECT_FLOW} where b.esme = $1 and f.id = $2`, [esme, id]);
  return row;
}

/** Locks the flow row for the rest of the transaction, so saves and publishes of one flow queue up. */
export async function lockFlow(q: Queryable, id: string): Promise<void> {
  await q.query('select id from flows where id = $1 for update', [id]);
}

export interface FlowWrite {
  id: string;
  botId: string;
  name: string;
  version: number;
  document: unknown;
  by: string;
}

export async function insertFlow(q: Queryable, flow: FlowWrite, now: Date): Promise<void> {
  await q.query(
    `insert into flows (id, bot_id, name, version, document, created_on, updated_on, updated_by)
     values ($1, $2, $3, $4, $5::jsonb, $6, $6, $7)`,
    [flow.id, flow.botId, flow.name, flow.version, JSON.stringify(flow.document), now, flow.by],
  );
}

export async function updateFlowDraft(q: Queryable, flow: FlowWrite, now: Date): Promise<void> {
  await q.query('update flows set name = $2, version = $3, document = $4::jsonb, updated_on = $5, updated_by = $6 where id = $1', [
    flow.id,
    flow.name,
    flow.version,
    JSON.stringify(flow.document),
    now,
    flow.by,
  ]);
}

/** Deletes the flow (its versions cascade) and clears it as its bot's entry flow. */
export async function deleteFlow(q: Queryable, id: string): Promise<void> {
  await q.query('update bots set entry_flow_id = null where entry_flow_id = $1', [id]);
  await q.query('delete from flows where id = $1', [id]);
}

/** Publishes a draft revision as the flow's next version number (1, 2, 3…); answers that number. Lock the flow first. */
export async function insertFlowVersion(q: Queryable, version: Omit<FlowVersionRow, 'published_at' | 'version'>, now: Date): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `insert into flow_versions (flow_id, version, draft_version, document, published_at, published_by)
     values ($1, (select coalesce(max(version), 0) + 1 from flow_versions where flow_id = $1), $2, $3::jsonb, $4, $5)
     returning version`,
    [version.flow_id, version.draft_version, JSON.stringify(version.document), now, version.published_by],
  );
  return row!.version;
}

/** The version published from this draft revision, if any. */
export async function findPublishedDraft(q: Queryable, flowId: string, draftVersion: number): Promise<FlowVersionRow | undefined> {
  const [row] = await q.query<FlowVersionRow>('select * from flow_versions where flow_id = $1 and draft_version = $2', [flowId, draftVersion]);
  return row;
}

export function listFlowVersions(q: Queryable, flowId: string): Promise<Omit<FlowVersionRow, 'document'>[]> {
  return q.query('select flow_id, version, published_at, published_by from flow_versions where flow_id = $1 order by version desc', [flowId]);
}

/** One published version; `version` undefined means the latest. */
export async function findFlowVersion(q: Queryable, flowId: string, version?: number): Promise<FlowVersionRow | undefined> {
  const [row] = await q.query<FlowVersionRow>(
    'select * from flow_versions where flow_id = $1 and ($2::integer is null or version = $2) order by version desc limit 1',
    [flowId, version ?? null],
  );
  return row;
}

/** Every flow of a bot as last saved (its draft document), oldest first. */
export function listFlowDocuments(q: Queryable, botId: string): Promise<{ document: unknown }[]> {
  return q.query<{ document: unknown }>('select document from flows where bot_id = $1 order by created_on, id', [botId]);
}

/** The latest published document of every flow of a bot: what the gateway runs. */
export function latestPublishedDocuments(q: Queryable, botId: string): Promise<{ flow_id: string; document: unknown }[]> {
  return q.query(
    `select distinct on (v.flow_id) v.flow_id, v.document from flow_versions v join flows f on f.id = v.flow_id
     where f.bot_id = $1 order by v.flow_id, v.version desc`,
    [botId],
  );
}
