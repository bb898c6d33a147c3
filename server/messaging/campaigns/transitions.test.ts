import { describe, expect, it } from 'vitest';
import { campaignAction, campaignState, type CampaignAction, type CampaignState } from '@/api/contracts/campaigns';
import { allowedActions, decide, type Actor } from './transitions';

const actors = {
  plain: { userType: null, isMaker: true },
  maker: { userType: 'M', isMaker: true },
  makerOther: { userType: 'M', isMaker: false },
  checkerOwn: { userType: 'C', isMaker: true },
  checker: { userType: 'C', isMaker: false },
} as const satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

/**
 * Every allowed cell: state → action → next state per actor (a string for all actors alike).
 * Any (state, action, actor) not listed must be refused.
 */
const allowed: Partial<Record<CampaignState, Partial<Record<CampaignAction, CampaignState | Partial<Record<ActorName, CampaignState>>>>>> = {
  DRAFT: {
    edit: 'DRAFT',
    submit: { plain: 'SCHEDULED', maker: 'PENDING_APPROVAL', makerOther: 'PENDING_APPROVAL', checkerOwn: 'PENDING_APPROVAL', checker: 'PENDING_APPROVAL' },
    schedule: 'DRAFT',
    cancel: 'CANCELLED',
    duplicate: 'DRAFT',
  },
  PENDING_APPROVAL: { approve: { checker: 'SCHEDULED' }, reject: { checker: 'REJECTED' }, schedule: 'PENDING_APPROVAL', cancel: 'CANCELLED', duplicate: 'DRAFT' },
  SCHEDULED: {
    edit: { plain: 'SCHEDULED', maker: 'DRAFT', makerOther: 'DRAFT', checkerOwn: 'DRAFT', checker: 'DRAFT' },
    schedule: { plain: 'SCHEDULED', maker: 'PENDING_APPROVAL', makerOther: 'PENDING_APPROVAL', checkerOwn: 'PENDING_APPROVAL', checker: 'SCHEDULED' },
    cancel: 'CANCELLED',
    duplicate: 'DRAFT',
  },
  RUNNING: { pause: 'PAUSED', cancel: 'CANCELLED', retry_failed: 'RUNNING', duplicate: 'DRAFT' },
  PAUSED: { resume: 'RUNNING', cancel: 'CANCELLED', retry_failed: 'PAUSED', duplicate: 'DRAFT' },
  COMPLETED: { retry_failed: 'RUNNING', duplicate: 'DRAFT' },
  CANCELLED: { duplicate: 'DRAFT' },
  REJECTED: { edit: 'DRAFT', submit: { plain: 'SCHEDULED', maker: 'PENDING_APPROVAL', makerOther: 'PENDING_APPROVAL', checkerOwn: 'PENDING_APPROVAL', checker: 'PENDING_APPROVAL' }, cancel: 'CANCELLED', duplicate: 'DRAFT' },
  FAILED: { retry_failed: 'RUNNING', duplicate: 'DRAFT' },
};

function expected(state: CampaignState, action: CampaignAction, actor: ActorName): CampaignState | null {
  const cell = allowed[state]?.[action];
  if (cell === undefined) return null;
  return typeof cell === 'string' ? cell : (cell[actor] ?? null);
}

const cells = campaignState.options.flatMap((state) =>
  campaignAction.options.flatMap((action) => (Object.keys(actors) as ActorName[]).map((actor) => ({ state, action, actor, next: expected(state, action, actor) }))),
);

describe('campaign lifecycle table', () => {
  it.each(cells)('$state × $action by $actor → $next', ({ state, action, actor, next }) => {
    const decision = decide(state, action, actors[actor]);
    if (next === null) expect(decision.ok).toBe(false);
    else expect(decision).toEqual({ ok: true, to: next });
  });

  it('refuses a maker approving their own campaign with 403, and a wrong state with 409', () => {
    expect(decide('PENDING_APPROVAL', 'approve', actors.checkerOwn)).toMatchObject({ ok: false, status: 403 });
    expect(decide('PENDING_APPROVAL', 'approve', actors.maker)).toMatchObject({ ok: false, status: 403 });
    expect(decide('PENDING_APPROVAL', 'reject', actors.plain)).toMatchObject({ ok: false, status: 403 });
    expect(decide('DRAFT', 'approve', actors.checker)).toMatchObject({ ok: false, status: 409 });
    expect(decide('COMPLETED', 'pause', actors.plain)).toMatchObject({ ok: false, status: 409 });
  });

  it('lists the open actions for the view', () => {
    expect(allowedActions('PENDING_APPROVAL', actors.checker)).toEqual(['approve', 'reject', 'schedule', 'cancel', 'duplicate']);
    expect(allowedActions('PENDING_APPROVAL', actors.maker)).toEqual(['schedule', 'cancel', 'duplicate']);
    expect(allowedActions('RUNNING', actors.plain)).toEqual(['pause', 'cancel', 'retry_failed', 'duplicate']);
  });
});
