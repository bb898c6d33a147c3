import type { AudienceKind, CampaignState, ContinuesFor, VariableSource } from '@/api/contracts/campaigns';

/** A `campaigns` row as both drivers return it (timestamptz → Date, jsonb → parsed JSON). */
export interface CampaignRow {
  id: string;
  esme: number;
  channel: 'whatsapp' | 'rcs';
  name: string;
  sender_id: string;
  template_sno: string | number | null;
  variable_mapping: Record<string, VariableSource>;
  audience_kind: AudienceKind;
  audience_days: number | null;
  schedule_now: boolean;
  schedule_at: Date | null;
  schedule_local: string | null;
  time_zone: string | null;
  window_start_hour: number | null;
  window_end_hour: number | null;
  expiry_hours: number | null;
  state: CampaignState;
  maker_id: string;
  maker_name: string;
  checker_id: string | null;
  checker_name: string | null;
  reject_reason: string | null;
  failure_reason: string | null;
  import_id: string | null;
  import_state: 'IN_PROGRESS' | 'COMPLETE' | null;
  continues_at: Date | null;
  continues_for: ContinuesFor | null;
  created_on: Date;
  updated_on: Date;
  started_on: Date | null;
  finished_on: Date | null;
}

/** Columns a transition may set besides the state. */
export type CampaignPatch = Partial<
  Pick<
    CampaignRow,
    | 'name'
    | 'sender_id'
    | 'template_sno'
    | 'variable_mapping'
    | 'audience_kind'
    | 'audience_days'
    | 'schedule_now'
    | 'schedule_at'
    | 'schedule_local'
    | 'time_zone'
    | 'window_start_hour'
    | 'window_end_hour'
    | 'expiry_hours'
    | 'checker_id'
    | 'checker_name'
    | 'reject_reason'
    | 'failure_reason'
    | 'continues_at'
    | 'started_on'
    | 'finished_on'
  >
>;

/** Who moved a campaign; `system` for the scheduler and the dispatcher. */
export interface StateActor {
  id: string | null;
  name: string;
}

export const SYSTEM_ACTOR: StateActor = { id: null, name: 'system' };
