import type { CheckerDecision, TrackedCampaign } from '@/api/contracts/campaign-tracking';
import type { CampaignFunnel, CampaignState, ContinuesFor } from '@/api/contracts/campaigns';
import { ApiError } from '@/api/errors';
import type { Formatter } from '@/ui/format';

/**
 * What the maker list says about a campaign's approval: awaiting a checker (perhaps after an earlier
 * rejection, which stays visible until the new verdict), the checker's verdict, or nothing yet.
 */
export type ApprovalStatus =
  | { kind: 'not_submitted' }
  | { kind: 'awaiting'; previous: CheckerDecision | null }
  | { kind: 'decided'; decision: CheckerDecision };

export function approvalStatus(row: Pick<TrackedCampaign, 'state' | 'submittedAt' | 'decision'>): ApprovalStatus {
  const { decision, submittedAt } = row;
  const decidedSinceSubmission = decision !== null && (submittedAt === null || Date.parse(decision.at) >= Date.parse(submittedAt));
  if (row.state === 'PENDING_APPROVAL') return { kind: 'awaiting', previous: decidedSinceSubmission ? null : decision };
  if (decision && decidedSinceSubmission) return { kind: 'decided', decision };
  return submittedAt === null ? { kind: 'not_submitted' } : { kind: 'awaiting', previous: decision };
}

export interface DeliveryProgress {
  total: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  skipped: number;
  /** Not yet sent because the campaign waits (`waitingFor`): they go at `continuesAt`. */
  waiting: number;
  /** What the campaign waits for: the 24-hour limit, the send window or the provider; null when it does not wait. */
  waitingFor: ContinuesFor | null;
  /** Not yet sent for any other reason (queued, being sent, paused). */
  queued: number;
  /** Share of the audience with an outcome (sent, failed or skipped), 0–100. */
  percentDone: number;
}

export function deliveryProgress(funnel: CampaignFunnel, continuesAt: string | null, continuesFor: ContinuesFor | null): DeliveryProgress {
  const unsent = funnel.pending + funnel.sending;
  const done = funnel.sent + funnel.failed + funnel.skipped;
  return {
    total: funnel.total,
    sent: funnel.sent,
    delivered: funnel.delivered,
    read: funnel.read,
    failed: funnel.failed,
    skipped: funnel.skipped,
    waiting: continuesAt ? funnel.pending : 0,
    waitingFor: continuesAt ? (continuesFor ?? 'limit') : null,
    queued: continuesAt ? funnel.sending : unsent,
    percentDone: funnel.total > 0 ? Math.floor((done / funnel.total) * 100) : 0,
  };
}

/** "continues at 2:05 PM" on the account's clock, with the date when it is not the account's today. */
export function formatContinuesAt(iso: string, format: Formatter, now: Date = new Date()): string {
  return format.date(iso, format.date(iso, 'date') === format.date(now, 'date') ? 'timeOfDay' : 'dayMonthTime');
}

export type StateTone = 'default' | 'neutral' | 'success' | 'warning' | 'destructive' | 'info';

export const stateTone: Record<CampaignState, StateTone> = {
  DRAFT: 'neutral',
  PENDING_APPROVAL: 'warning',
  SCHEDULED: 'info',
  RUNNING: 'default',
  PAUSED: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'destructive',
  FAILED: 'destructive',
};

/** The server's own words for a refused action (a 403 "never your own campaign", a 409 state change), else `fallback`. */
export function actionErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}
