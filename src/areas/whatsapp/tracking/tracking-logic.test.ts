import { describe, expect, it } from 'vitest';
import type { CheckerDecision } from '@/api/contracts/campaign-tracking';
import { ApiError } from '@/api/errors';
import { actionErrorText, approvalStatus, deliveryProgress, formatContinuesAt } from './tracking-logic';
import { createFormatter } from '@/ui/format';

const rejected: CheckerDecision = { outcome: 'REJECTED', checkerName: 'lounge.checker', at: '2026-03-01T10:00:00.000Z', reason: 'Wrong sender' };

describe('approvalStatus', () => {
  it('shows the verdict given after the last submission', () => {
    expect(approvalStatus({ state: 'REJECTED', submittedAt: '2026-03-01T09:00:00.000Z', decision: rejected })).toEqual({ kind: 'decided', decision: rejected });
  });

  it('keeps an earlier rejection beside a resubmission that awaits a checker', () => {
    expect(approvalStatus({ state: 'PENDING_APPROVAL', submittedAt: '2026-03-01T11:00:00.000Z', decision: rejected })).toEqual({ kind: 'awaiting', previous: rejected });
  });

  it('says a draft was never submitted, and a campaign without maker-checker has no verdict', () => {
    expect(approvalStatus({ state: 'DRAFT', submittedAt: null, decision: null })).toEqual({ kind: 'not_submitted' });
    expect(approvalStatus({ state: 'PENDING_APPROVAL', submittedAt: '2026-03-01T11:00:00.000Z', decision: null })).toEqual({ kind: 'awaiting', previous: null });
  });
});

describe('deliveryProgress', () => {
  const funnel = { total: 100, pending: 40, sending: 5, sent: 50, delivered: 30, read: 10, failed: 3, skipped: 2 };

  it('counts the unsent as waiting for the limit only while the campaign continues later', () => {
    expect(deliveryProgress(funnel, '2026-03-01T14:05:00.000Z', 'limit')).toMatchObject({ waiting: 40, waitingFor: 'limit', queued: 5, percentDone: 55 });
    expect(deliveryProgress(funnel, '2026-03-01T14:05:00.000Z', 'sendWindow')).toMatchObject({ waiting: 40, waitingFor: 'sendWindow' });
    expect(deliveryProgress(funnel, null, null)).toMatchObject({ waiting: 0, waitingFor: null, queued: 45, percentDone: 55 });
  });

  it('is 0 % for an empty audience rather than dividing by zero', () => {
    expect(deliveryProgress({ total: 0, pending: 0, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 }, null, null).percentDone).toBe(0);
  });
});

describe('formatContinuesAt', () => {
  it("gives the time on the account's today and adds the date otherwise", () => {
    // 20:00 UTC on 1 March is already 2 March in Kolkata: the account's day decides, not UTC's.
    const kolkata = createFormatter({ language: 'en', timeZone: 'Asia/Kolkata', browserTimeZone: 'Asia/Kolkata' });
    const now = new Date('2026-03-01T03:30:00Z');
    expect(formatContinuesAt('2026-03-01T08:35:00Z', kolkata, now)).toBe('2:05 PM');
    expect(formatContinuesAt('2026-03-01T20:00:00Z', kolkata, now)).toBe('2 Mar, 1:30 AM');
  });
});

describe('actionErrorText', () => {
  it("uses the server's message, e.g. a checker approving their own campaign", () => {
    const refused = new ApiError(403, '/api/campaign/whatsapp/campaigns/x/approve', { error: 'forbidden', message: 'A maker never approves or rejects their own campaign.' });
    expect(actionErrorText(refused, 'fallback')).toBe('A maker never approves or rejects their own campaign.');
    expect(actionErrorText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
