import { describe, expect, it } from 'vitest';
import { whatsappSendingLimits } from '@/api/rules/whatsapp-sending-limits';
import { estimateSendDuration, runsPastHorizon } from '@/api/rules/send-duration';

const rate = whatsappSendingLimits.throughput.default;

describe('estimateSendDuration', () => {
  it.each([
    ['nobody', 0, null, 0, { seconds: 0, windows: 0 }],
    ['an audience within the tier', 1600, 2000, 0, { seconds: 20, windows: 1 }],
    ['an unlimited tier', 1_000_000, null, 0, { seconds: 12_500, windows: 1 }],
    ['an audience over the tier, paced over days', 5000, 2000, 0, { seconds: 2 * 86_400 + 12.5, windows: 3 }],
    ['exactly two days of the tier', 4000, 2000, 0, { seconds: 86_400 + 25, windows: 2 }],
    ['a tier partly used today', 300, 250, 200, { seconds: 86_400 + 3.125, windows: 2 }],
  ])('%s', (_, recipients, dailyLimit, usedToday, expected) => {
    expect(estimateSendDuration(recipients, { messagesPerSecond: rate, dailyLimit, usedToday })).toEqual(expected);
  });
});

describe('runsPastHorizon', () => {
  it('allows a campaign paced over up to 90 days and refuses a longer one', () => {
    expect(runsPastHorizon(estimateSendDuration(90_000, { messagesPerSecond: rate, dailyLimit: 1000 }))).toBe(false);
    expect(runsPastHorizon(estimateSendDuration(91_001, { messagesPerSecond: rate, dailyLimit: 1000 }))).toBe(true);
    expect(runsPastHorizon(estimateSendDuration(5002, { messagesPerSecond: rate, dailyLimit: 10 }))).toBe(true);
    expect(runsPastHorizon(estimateSendDuration(1_000_000, { messagesPerSecond: rate, dailyLimit: null }))).toBe(false);
  });
});
