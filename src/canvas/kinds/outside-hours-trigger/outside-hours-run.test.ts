import { describe, expect, it } from 'vitest';
import type { AutomationActions } from '@/canvas/kernel';
import { createSandboxDeps, runFlow } from '@/canvas/engine';
import { testEdge, testFlow, testNode } from '@/canvas/engine/testing';
import { DEFAULT_WEEK, outsideHoursTriggerKind } from './index';

/** "Outside opening hours → send a text", run by the engine as the server runs an automation. */
const automation = testFlow(
  [testNode('OUTSIDE_HOURS_TRIGGER', 'hours', { timeZone: 'Asia/Dubai', days: DEFAULT_WEEK }), testNode('SEND_TEXT', 'closed', { text: 'We are closed; we answer from 09:00.' })],
  [testEdge('hours', 'match', 'closed')],
  { documentType: 'automation' },
);

async function run(at: number) {
  const sent: string[] = [];
  const done = () => Promise.resolve({ ok: true, detail: '' });
  const actions: AutomationActions = {
    event: { type: 'message', text: 'hello', phone: '+971500000999', at, firstOfDay: true },
    sendTemplate: done,
    sendText: (text) => {
      sent.push(text);
      return Promise.resolve({ ok: true, detail: text });
    },
    tag: done,
    optOut: done,
    handOver: done,
    startFlow: done,
    resumeAfter: () => undefined,
  };
  const result = await runFlow(automation, null, { type: 'start' }, createSandboxDeps({ automation: actions, now: () => at }));
  return { sent, branch: result.trace.find((step) => step.nodeId === 'hours')?.branch };
}

describe('outside opening hours, per weekday', () => {
  it('a weekday message inside hours does not hold; the same clock on the weekend (closed) does and answers', async () => {
    // Wednesday 25 and Saturday 28 November 2026, 10:00 in Dubai (06:00 UTC).
    expect(await run(Date.UTC(2026, 10, 25, 6))).toEqual({ sent: [], branch: 'else' });
    expect(await run(Date.UTC(2026, 10, 28, 6))).toEqual({ sent: ['We are closed; we answer from 09:00.'], branch: 'match' });
    // Wednesday 20:00 in Dubai: after closing.
    expect((await run(Date.UTC(2026, 10, 25, 16))).branch).toBe('match');
  });

  it('a document from before per-day hours keeps its one range for every day', () => {
    expect(outsideHoursTriggerKind.rules({ timeZone: 'Asia/Dubai', opens: '09:00', closes: '18:00' }, {})).toEqual([]);
    expect(outsideHoursTriggerKind.rules({ timeZone: 'Asia/Dubai', opens: '9am', closes: '18:00' }, {})).toEqual([{ field: 'opens', code: 'TIME_INVALID', severity: 'error' }]);
    const days = DEFAULT_WEEK.map((day, index) => (index === 5 ? { open: true, opens: '10:00', closes: '25:00' } : day));
    expect(outsideHoursTriggerKind.rules({ timeZone: 'Asia/Dubai', days }, {})).toEqual([{ field: 'days.5.closes', code: 'TIME_INVALID', severity: 'error' }]);
  });
});
