import type { CampaignAction, CampaignState } from '@/api/contracts/campaigns';
import { campaignAction } from '@/api/contracts/campaigns';
import type { ChannelName } from '../../channel/channel';
import type { UserType } from '../../platform/access/caller';

/**
 * The campaign lifecycle of messaging.md as data: state × action × who → next state or refusal.
 * Pure, so the table test covers every cell; the SQL repo applies a decision as one guarded statement.
 */

/**
 * Whether a channel's campaigns go through the account's maker-checker approval: spec §4's is WhatsApp's; spec §3's RCS
 * screens have no approval step (saved, scheduled, run), nor has an SMS campaign. Every channel shares this one
 * lifecycle: a campaign of a channel without approval is decided as an account without maker-checker would be.
 */
export const makerCheckerOf: Readonly<Record<ChannelName, boolean>> = { whatsapp: true, rcs: false, sms: false };

export interface Actor {
  userType: UserType;
  /** The caller made this campaign: a maker never approves or rejects their own. */
  isMaker: boolean;
}

export type Decision = { ok: true; to: CampaignState } | { ok: false; status: 403 | 409; reason: string };

const to = (state: CampaignState): Decision => ({ ok: true, to: state });
const conflict = (state: CampaignState, action: CampaignAction): Decision => ({ ok: false, status: 409, reason: `A ${state} campaign cannot ${action.replace('_', ' ')}.` });
const refuse = (reason: string): Decision => ({ ok: false, status: 403, reason });

/** Under maker-checker every change that affects what goes out needs a checker's approval again. */
const needsApproval = (actor: Actor) => actor.userType !== null;

function checkerDecision(state: CampaignState, action: CampaignAction, actor: Actor, next: CampaignState): Decision {
  if (state !== 'PENDING_APPROVAL') return conflict(state, action);
  if (actor.userType !== 'C') return refuse('Only a checker approves or rejects campaigns.');
  if (actor.isMaker) return refuse('A maker never approves or rejects their own campaign.');
  return to(next);
}

export function decide(state: CampaignState, action: CampaignAction, actor: Actor): Decision {
  switch (action) {
    case 'edit':
      if (state === 'DRAFT' || state === 'REJECTED') return to('DRAFT');
      if (state === 'SCHEDULED') return to(needsApproval(actor) ? 'DRAFT' : 'SCHEDULED');
      return conflict(state, action);
    case 'submit':
      if (state === 'DRAFT' || state === 'REJECTED') return to(needsApproval(actor) ? 'PENDING_APPROVAL' : 'SCHEDULED');
      return conflict(state, action);
    case 'approve':
      return checkerDecision(state, action, actor, 'SCHEDULED');
    case 'reject':
      return checkerDecision(state, action, actor, 'REJECTED');
    case 'schedule':
      if (state === 'DRAFT' || state === 'PENDING_APPROVAL') return to(state);
      // A checker may move another's approved campaign; anyone else's new time goes back for approval.
      if (state === 'SCHEDULED') return to(!needsApproval(actor) || (actor.userType === 'C' && !actor.isMaker) ? 'SCHEDULED' : 'PENDING_APPROVAL');
      return conflict(state, action);
    case 'pause':
      return state === 'RUNNING' ? to('PAUSED') : conflict(state, action);
    case 'resume':
      return state === 'PAUSED' ? to('RUNNING') : conflict(state, action);
    case 'cancel':
      return ['DRAFT', 'PENDING_APPROVAL', 'SCHEDULED', 'RUNNING', 'PAUSED', 'REJECTED'].includes(state) ? to('CANCELLED') : conflict(state, action);
    case 'retry_failed':
      if (state === 'COMPLETED' || state === 'FAILED' || state === 'RUNNING') return to('RUNNING');
      if (state === 'PAUSED') return to('PAUSED');
      return conflict(state, action);
    case 'duplicate':
      // The copy starts as a new DRAFT; the original is untouched.
      return to('DRAFT');
  }
}

/** The actions open to this caller now, for the single view's buttons. */
export function allowedActions(state: CampaignState, actor: Actor): CampaignAction[] {
  return campaignAction.options.filter((action) => decide(state, action, actor).ok);
}
