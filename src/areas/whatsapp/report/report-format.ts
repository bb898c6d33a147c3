import type { CampaignFunnel, CampaignState, RecipientStatus } from '@/api/contracts/campaigns';

export const RECIPIENT_STATUSES: readonly RecipientStatus[] = ['PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'SKIPPED'];
export const CAMPAIGN_STATES: readonly CampaignState[] = ['DRAFT', 'PENDING_APPROVAL', 'SCHEDULED', 'RUNNING', 'PAUSED', 'COMPLETED', 'CANCELLED', 'REJECTED', 'FAILED'];

type BadgeVariant = 'default' | 'neutral' | 'success' | 'warning' | 'destructive' | 'info';

export const statusVariant: Record<RecipientStatus, BadgeVariant> = {
  PENDING: 'neutral',
  SENDING: 'info',
  SENT: 'default',
  DELIVERED: 'success',
  READ: 'success',
  FAILED: 'destructive',
  SKIPPED: 'warning',
};

export const stateVariant: Record<CampaignState, BadgeVariant> = {
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

/** The funnel counts cumulatively (sent includes delivered and read), so a status's own count may be a difference. */
const inStatus: Record<RecipientStatus, (funnel: CampaignFunnel) => number> = {
  PENDING: (funnel) => funnel.pending,
  SENDING: (funnel) => funnel.sending,
  SENT: (funnel) => funnel.sent - funnel.delivered,
  DELIVERED: (funnel) => funnel.delivered - funnel.read,
  READ: (funnel) => funnel.read,
  FAILED: (funnel) => funnel.failed,
  SKIPPED: (funnel) => funnel.skipped,
};

/** Recipients now in `status` (all without one): the rows an export of the report's filter holds. */
export const rowsWithStatus = (funnel: CampaignFunnel, status: RecipientStatus | undefined): number => (status ? inStatus[status](funnel) : funnel.total);
