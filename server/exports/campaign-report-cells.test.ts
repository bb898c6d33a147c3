import { describe, expect, it } from 'vitest';
import type { RecipientRow } from '@/api/contracts/campaigns';
import { campaignReportLayout } from './campaign-report-cells';
import { csvLines } from './csv-text';

const row = (over: Partial<RecipientRow>): RecipientRow => ({
  id: 1,
  phone: '+919812345678',
  status: 'PENDING',
  skipReason: null,
  errorCode: null,
  errorText: null,
  providerMessageId: null,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: null,
  skippedAt: null,
  variables: {},
  ...over,
});

describe('campaign report cells', () => {
  it('keeps the chosen order and spreads variables into one column each, in the given order', () => {
    const layout = campaignReportLayout(['reason', 'variables', 'phone'], ['first_name', 'discount']);
    expect(layout.header).toEqual(['Reason', '{{first_name}}', '{{discount}}', 'Phone']);
    expect(layout.cells(row({ status: 'SKIPPED', skipReason: 'opted_out', variables: { discount: '15%' } }))).toEqual(['The number opted out of marketing messages.', '', '15%', '+919812345678']);
  });

  it("names the status as the report does and takes the time of the recipient's current status", () => {
    const layout = campaignReportLayout(['status', 'status_time', 'error_code', 'reason'], []);
    const failed = row({ status: 'FAILED', sentAt: '2026-03-01T09:00:00.000Z', failedAt: '2026-03-01T09:01:00.000Z', errorCode: '131026', errorText: 'Message undeliverable' });
    expect(layout.cells(failed)).toEqual(['Failed', new Date('2026-03-01T09:01:00.000Z'), '131026', 'The message could not be delivered: the number may not be on WhatsApp, or its app is old or has not accepted the terms.']);
    expect(layout.cells(row({ status: 'FAILED', errorCode: '139999', errorText: 'Something new at Meta' }))[3]).toBe('Meta refused the message with a code this console does not describe yet. Meta said: Something new at Meta');
    expect(layout.cells(row({ status: 'READ', sentAt: '2026-03-01T09:00:00Z', deliveredAt: '2026-03-01T09:00:01Z', readAt: '2026-03-01T09:00:02Z' }))).toEqual(['Read', new Date('2026-03-01T09:00:02Z'), null, null]);
    expect(layout.cells(row({ status: 'SENDING' }))[1]).toBeNull();
  });
});

describe('csv lines', () => {
  it('quotes commas, quotes and line breaks (not edge spaces), defuses formulas but keeps phone numbers, and ends lines with CRLF', () => {
    expect(csvLines([['+919812345678', '=SUM(A1)', 'Ravi, Jr.', 'say "hi"', ' x ', null, '-5', '@home', 'a\nb']])).toBe(
      `+919812345678,'=SUM(A1),"Ravi, Jr.","say ""hi""", x ,,-5,'@home,"a\nb"\r\n`,
    );
  });

  it('writes an instant as ISO 8601 UTC and a number without grouping: CSV stays text', () => {
    expect(csvLines([[new Date('2026-03-01T09:01:00+05:30'), 12500, 0.0118]])).toBe('2026-03-01T03:31:00.000Z,12500,0.0118\r\n');
  });
});
