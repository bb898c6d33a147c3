import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../testing/test-databases';
import { testDatabases } from '../../testing/test-databases';
import { createDispatchPacing } from './dispatch-pacing';

const RATE = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the one-second rule: a send waits a second after the send a second's worth before it surely reached the provider", () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    const database = testDatabases[0];
    if (!database?.openSeeded) throw new Error('no seeded test database');
    opened = await database.openSeeded();
  });
  afterAll(() => opened.dispose());

  /** Acquires a second's worth of sends plus one; `answer` decides when each of the first second's is answered. */
  async function secondAfterFirst(sender: string, answer: (index: number, answered: () => void) => void) {
    const pacing = createDispatchPacing({ db: opened.db });
    const times: number[] = [];
    for (let index = 0; index < RATE; index += 1) {
      const answered = await pacing.acquire(sender, RATE);
      times.push(Date.now());
      answer(index, answered);
    }
    (await pacing.acquire(sender, RATE))();
    return { first: times[0] ?? 0, next: Date.now() };
  }

  it('counts how much later than the fastest trip the earlier send was answered', async () => {
    const { first, next } = await secondAfterFirst('rule-late-answer', (index, answered) => {
      if (index === 0) setTimeout(answered, 150);
      else answered();
    });
    expect(next - first).toBeGreaterThanOrEqual(1150);
  });

  it('waits for the earlier send to be answered before it goes', async () => {
    let answeredAt = Infinity;
    const { first, next } = await secondAfterFirst('rule-unanswered', (index, answered) => {
      if (index !== 0) return answered();
      setTimeout(() => {
        answeredAt = Date.now();
        answered();
      }, 1300);
    });
    expect(next).toBeGreaterThanOrEqual(answeredAt);
    expect(next - first).toBeGreaterThanOrEqual(2300);
  });

  it('keeps to the configured rate when every answer comes at once', async () => {
    const pacing = createDispatchPacing({ db: opened.db });
    const times: number[] = [];
    for (let index = 0; index < 3 * RATE; index += 1) {
      (await pacing.acquire('rule-steady', RATE))();
      times.push(Date.now());
      await pause(0);
    }
    for (let index = RATE; index < times.length; index += 1) expect((times[index] ?? 0) - (times[index - RATE] ?? 0)).toBeGreaterThanOrEqual(1000);
  });
});
