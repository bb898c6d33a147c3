import type { Bot, FlowSummary } from '@/api/contracts/chatbot';
import type { BotRow, FlowRow } from '../repo/rows';

/** Row → contract shapes shared by several chatbot route files. */

export const iso = (date: Date) => date.toISOString();

export function presentBot(row: BotRow): Bot {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    channel: row.channel,
    folder_id: row.folder_id,
    entry_flow_id: row.entry_flow_id,
    flow_count: row.flow_count,
    created_on: iso(row.created_on),
    updated_on: iso(row.updated_on),
  };
}

export function presentFlowSummary(row: FlowRow): FlowSummary {
  return {
    id: row.id,
    bot_id: row.bot_id,
    name: row.name,
    state: row.published_draft_version === row.version ? 'PUBLISH' : 'DRAFT',
    version: row.version,
    updated_on: iso(row.updated_on),
    updated_by: row.updated_by,
    published_version: row.published_version,
    is_entry: row.entry_flow_id === row.id,
  };
}
