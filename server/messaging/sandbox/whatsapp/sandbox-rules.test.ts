import { describe, expect, it } from 'vitest';
import { briskSandboxTiming, decideFate, defaultSandboxRules, defaultSandboxTiming, seededDelay, type SandboxRules } from './sandbox-rules';

const none: SandboxRules = { ...defaultSandboxRules, undeliverableSuffixes: [], undeliverableRate: 0, marketingCapRate: 0, readRate: 1, stopRate: 0, replyRate: 0 };
const person = (waId: string, extra: Partial<{ marketing: boolean; quickReplies: string[] }> = {}) => ({ waId, marketing: true, quickReplies: [], ...extra });

describe('decideFate', () => {
  it.each([
    { name: 'suffix rule: undeliverable', rules: { ...none, undeliverableSuffixes: ['000'] }, who: person('919812340000'), fate: { kind: 'failed', code: 131026 } },
    { name: 'marketing cap on marketing', rules: { ...none, marketingCapRate: 1 }, who: person('919812345678'), fate: { kind: 'failed', code: 131049 } },
    { name: 'no marketing cap on utility', rules: { ...none, marketingCapRate: 1 }, who: person('919812345678', { marketing: false }), fate: { kind: 'delivered', read: true, reply: null } },
    { name: 'unread', rules: { ...none, readRate: 0 }, who: person('919812345678'), fate: { kind: 'delivered', read: false, reply: null } },
    { name: 'typed STOP', rules: { ...none, stopRate: 1 }, who: person('919812345678'), fate: { kind: 'delivered', read: true, reply: { kind: 'text', text: 'STOP' } } },
    { name: 'tapped stop button', rules: { ...none, stopRate: 1 }, who: person('919812345678', { quickReplies: ['Yes', 'Stop promotions'] }), fate: { kind: 'delivered', read: true, reply: { kind: 'button', text: 'Stop promotions' } } },
    { name: 'tapped another button', rules: { ...none, replyRate: 1 }, who: person('919812345678', { quickReplies: ['Stop promotions', 'Yes'] }), fate: { kind: 'delivered', read: true, reply: { kind: 'button', text: 'Yes' } } },
  ])('$name', ({ rules, who, fate }) => {
    expect(decideFate(rules, 3, who)).toEqual(fate);
  });

  it('keeps the default shares near their rates over many numbers', () => {
    const fates = Array.from({ length: 5_000 }, (_, index) => decideFate(defaultSandboxRules, 9, person(`9198${String(index * 7 + 1).padStart(8, '0')}`)));
    const share = (test: (fate: (typeof fates)[number]) => boolean) => fates.filter(test).length / fates.length;
    expect(share((fate) => fate.kind === 'failed' && fate.code === 131026)).toBeCloseTo(0.02, 1);
    expect(share((fate) => fate.kind === 'failed' && fate.code === 131049)).toBeCloseTo(0.02, 1);
    expect(share((fate) => fate.kind === 'delivered' && fate.reply?.text === 'STOP')).toBeGreaterThan(0.01);
    expect(share((fate) => fate.kind === 'delivered' && fate.read)).toBeCloseTo(0.7 * 0.96, 1);
  });

  it('draws delays inside their range, the same for the same key', () => {
    const delays = Array.from({ length: 200 }, (_, index) => seededDelay(1, [200, 800], 'n', index));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...delays)).toBeLessThanOrEqual(800);
    expect(seededDelay(1, [200, 800], 'n', 5)).toBe(delays[5]);
  });

  it('keeps the realistic order of events in brisk timing, with every delivery step faster', () => {
    const steps = ['sentMs', 'deliveredMs', 'readMs', 'replyMs'] as const;
    for (const step of steps) {
      expect(briskSandboxTiming[step][1], step).toBeLessThan(defaultSandboxTiming[step][1]);
      expect(briskSandboxTiming[step][0], step).toBeLessThanOrEqual(briskSandboxTiming[step][1]);
    }
    expect(briskSandboxTiming.readMs[1]).toBeLessThanOrEqual(briskSandboxTiming.replyMs[1]);
    expect(briskSandboxTiming.reviewMs[0]).toBeGreaterThan(0);
  });
});
