import type { CampaignFunnel, CampaignListRow, CampaignSchedule, CampaignView, ReasonCount } from '@/api/contracts/campaigns';
import type { CampaignRow } from './campaign-rows';
import type { HistoryRow } from './campaigns-repo';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The funnel from per-status counters: "sent" counts everything that reached the provider. */
export function funnelOf(counts: Record<string, number> = {}): CampaignFunnel {
  const n = (status: string) => counts[status] ?? 0;
  return {
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    pending: n('PENDING'),
    sending: n('SENDING'),
    sent: n('SENT') + n('DELIVERED') + n('READ'),
    delivered: n('DELIVERED') + n('READ'),
    read: n('READ'),
    failed: n('FAILED'),
    skipped: n('SKIPPED'),
  };
}

/** The list row, joined with its sender number and template. */
export interface CampaignListSource extends CampaignRow {
  display_number: string | null;
  template_name: string | null;
  template_language: string | null;
}

export function presentListRow(row: CampaignListSource, counts: Record<string, number> | undefined): CampaignListRow {
  return {
    id: row.id,
    name: row.name,
    // The WhatsApp lists and views read WhatsApp campaigns only (campaign-queries.ts).
    channel: 'whatsapp',
    state: row.state,
    senderId: row.sender_id,
    senderNumber: row.display_number,
    templateName: row.template_name,
    templateLanguage: row.template_language,
    audienceKind: row.audience_kind,
    scheduleAt: iso(row.schedule_at),
    makerName: row.maker_name,
    checkerName: row.checker_name,
    funnel: funnelOf(counts),
    continuesAt: iso(row.continues_at),
    continuesFor: row.continues_at ? row.continues_for : null,
    createdOn: iso(row.created_on) ?? '',
    updatedOn: iso(row.updated_on) ?? '',
  };
}

export function scheduleOf(row: CampaignRow): CampaignSchedule {
  return row.schedule_now || !row.schedule_local || !row.time_zone ? { kind: 'now' } : { kind: 'at', at: row.schedule_local, timeZone: row.time_zone };
}

export function presentView(row: CampaignListSource, counts: Record<string, number> | undefined, history: HistoryRow[], allowedActions: CampaignView['allowedActions']): CampaignView {
  return {
    ...presentListRow(row, counts),
    templateSno: row.template_sno === null ? null : Number(row.template_sno),
    variableMapping: row.variable_mapping,
    audience: row.audience_kind === 'ENGAGED_USERS' ? { kind: 'ENGAGED_USERS', days: row.audience_days ?? 30 } : { kind: row.audience_kind },
    schedule: scheduleOf(row),
    sendWindow: row.window_start_hour !== null && row.window_end_hour !== null ? { startHour: row.window_start_hour, endHour: row.window_end_hour } : null,
    expiryHours: row.expiry_hours,
    rejectReason: row.reject_reason,
    failureReason: row.failure_reason,
    importState: row.import_state,
    history: history.map((entry) => ({ from: entry.from_state, to: entry.to_state, actorName: entry.actor_name, note: entry.note, at: iso(entry.at) ?? '' })),
    allowedActions,
  };
}

export const presentReasons = (rows: { code: string; text: string; count: string | number }[]): ReasonCount[] =>
  rows.filter((row) => Number(row.count) > 0).map((row) => ({ code: row.code, text: row.text, count: Number(row.count) }));
