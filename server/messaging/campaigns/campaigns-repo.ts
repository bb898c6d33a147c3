import { randomUUID } from 'node:crypto';
import type { CampaignState } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { noticeCampaignEnd } from './campaign-notices';
import type { CampaignPatch, CampaignRow, StateActor } from './campaign-rows';

const JSON_COLUMNS = new Set(['variable_mapping']);

export type NewCampaign = Required<Pick<CampaignPatch, 'name' | 'sender_id' | 'template_sno' | 'variable_mapping' | 'audience_kind' | 'audience_days' | 'schedule_now' | 'schedule_at' | 'schedule_local' | 'time_zone' | 'window_start_hour' | 'window_end_hour' | 'expiry_hours'>>;

export async function insertCampaign(q: Queryable, esme: number, values: NewCampaign, maker: StateActor & { id: string }, now: Date): Promise<CampaignRow> {
  const id = randomUUID();
  const columns = Object.keys(values) as (keyof NewCampaign)[];
  const params = columns.map((column) => (JSON_COLUMNS.has(column) ? JSON.stringify(values[column]) : values[column]));
  const [row] = await q.query<CampaignRow>(
    `with created as (
       insert into campaigns (id, esme, channel, state, maker_id, maker_name, created_on, updated_on, ${columns.join(', ')})
       values ($1, $2, 'whatsapp', 'DRAFT', $3, $4, $5, $5, ${columns.map((_, index) => `$${index + 6}`).join(', ')})
       returning *
     ), logged as (
       insert into campaign_state_history (campaign_id, from_state, to_state, actor_id, actor_name, note, at)
       select id, null, 'DRAFT', $3, $4, 'create', $5 from created
     )
     select * from created`,
    [id, esme, maker.id, maker.name, now, ...params],
  );
  return row as CampaignRow;
}

/** `channel`: only a campaign of that channel (the WhatsApp actions never move an RCS campaign). */
export async function findCampaign(q: Queryable, esme: number, id: string, lock = false, channel?: CampaignRow['channel']): Promise<CampaignRow | undefined> {
  const [row] = await q.query<CampaignRow>(`select * from campaigns where id = $1 and esme = $2 and ($3::text is null or channel = $3)${lock ? ' for update' : ''}`, [id, esme, channel ?? null]);
  return row;
}

/** A campaign that sends one of these templates, if any does. */
export async function findCampaignUsingTemplates(q: Queryable, templateSnos: readonly (number | string)[]): Promise<{ name: string } | undefined> {
  const [used] = await q.query<{ name: string }>('select name from campaigns where template_sno = any($1::bigint[]) limit 1', [templateSnos]);
  return used;
}

export interface Transition {
  id: string;
  /** The state the caller read; the statement changes nothing when the row has moved on since. */
  from: CampaignState;
  to: CampaignState;
  actor: StateActor;
  /** The action, or a checker's reason, for the history. */
  note: string;
  patch?: CampaignPatch;
  now: Date;
}

/**
 * One statement: the guarded update and its history row. Returns the new row, or undefined when the
 * campaign was no longer in `from` (another request or the dispatcher got there first).
 */
export async function transitionCampaign(q: Queryable, t: Transition): Promise<CampaignRow | undefined> {
  const entries = Object.entries(t.patch ?? {});
  const sets = entries.map(([column], index) => `${column} = $${index + 8}`);
  const values = entries.map(([column, value]) => (JSON_COLUMNS.has(column) ? JSON.stringify(value) : value));
  const [row] = await q.query<CampaignRow>(
    `with moved as (
       update campaigns set state = $3, updated_on = $4${sets.map((set) => `, ${set}`).join('')}
       where id = $1 and state = $2 returning *
     ), logged as (
       insert into campaign_state_history (campaign_id, from_state, to_state, actor_id, actor_name, note, at)
       select id, $2, $3, $5, $6, $7, $4 from moved
     )
     select * from moved`,
    [t.id, t.from, t.to, t.now, t.actor.id, t.actor.name, t.note, ...values],
  );
  if (row) await noticeCampaignEnd(q, row, t.now);
  return row;
}

export interface HistoryRow {
  from_state: CampaignState | null;
  to_state: CampaignState;
  actor_name: string;
  note: string | null;
  at: Date;
}

export const campaignHistory = (q: Queryable, id: string) =>
  q.query<HistoryRow>('select from_state, to_state, actor_name, note, at from campaign_state_history where campaign_id = $1 order by id', [id]);
