import { describe, expect, it } from 'vitest';
import { localDayRange } from '@/ui/format/local-day-range';
import { RECIPIENT_STATUSES, rowsWithStatus } from './report-format';

describe('report format', () => {
  it('turns local days into an instant range that includes the whole last day', () => {
    const range = localDayRange('2026-03-01', '2026-03-02');
    expect(new Date(range.to ?? '').getTime() - new Date(range.from ?? '').getTime()).toBe(2 * 24 * 60 * 60 * 1000);
    expect(new Date(range.from ?? '').getHours()).toBe(0);
    expect(localDayRange('', '')).toEqual({ from: undefined, to: undefined });
  });

  it('counts the recipients now in each status from the cumulative funnel, as an export of that status holds them', () => {
    const funnel = { total: 100, pending: 5, sending: 3, sent: 70, delivered: 50, read: 20, failed: 12, skipped: 10 };
    expect(rowsWithStatus(funnel, undefined)).toBe(100);
    const byStatus = RECIPIENT_STATUSES.map((status) => [status, rowsWithStatus(funnel, status)]);
    expect(Object.fromEntries(byStatus)).toEqual({ PENDING: 5, SENDING: 3, SENT: 20, DELIVERED: 30, READ: 20, FAILED: 12, SKIPPED: 10 });
  });
});
