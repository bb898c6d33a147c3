import { z } from 'zod';
import { campaignAction, campaignListRow } from './campaigns';

/**
 * The WhatsApp tracking pages (maker list, checker list, distributed delivery): campaign rows with
 * what those pages show beside the plain list row — when it went to approval, the checker's last
 * decision, and the actions open to the caller on each row.
 */

/** A checker's verdict on a submission, read from the state history. */
export const checkerDecision = z.object({
  outcome: z.enum(['APPROVED', 'REJECTED']),
  checkerName: z.string(),
  at: z.string(),
  /** The reject reason; null for an approval. */
  reason: z.string().nullable(),
});
export type CheckerDecision = z.infer<typeof checkerDecision>;

export const trackedCampaign = campaignListRow.extend({
  /** The last time it went to PENDING_APPROVAL; null when it never did. */
  submittedAt: z.string().nullable(),
  /** The last approval or rejection; older than `submittedAt` when it was resubmitted since. */
  decision: checkerDecision.nullable(),
  allowedActions: z.array(campaignAction),
});
export type TrackedCampaign = z.infer<typeof trackedCampaign>;

const paging = {
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const makerListQuery = z.object(paging);
/** `pending`: awaiting a checker, oldest submission first. `decided`: what the caller approved or rejected, newest first. */
export const checkerTab = z.enum(['pending', 'decided']);
export type CheckerTab = z.infer<typeof checkerTab>;
export const checkerListQuery = z.object({ tab: checkerTab.default('pending'), ...paging });
export const deliveryListQuery = z.object(paging);

export const trackedCampaignPage = z.object({ rows: z.array(trackedCampaign), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TrackedCampaignPage = z.infer<typeof trackedCampaignPage>;

/** Distributed delivery lists RUNNING and PAUSED campaigns, and those that ended this many hours ago or less. */
export const DELIVERY_RECENT_HOURS = 24;
