import type { SendWindow as HourWindow } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import type { DispatchPacing } from './pacing-port';
import { planSend } from './expiry';
import { timeZoneForPhone } from './phone-time-zone';
import { tierAllowance } from './portfolio-tier';
import type { SendWindow } from './send-window';
import { reserveSlots } from './shared-rate';
import { createTokenBucket, currentRate, defaultThrottleSettings, slowDownAfterThrottle, type TokenBucket } from './token-bucket';

/** Slots a process reserves at once: a tenth of a second of sending, so the shared row is touched ~10 times a second per sender. */
const BATCH_SECONDS = 0.1;
/**
 * Meta counts a number's requests in any one second, from when each reaches it. Slots are evenly
 * spaced, but the way to the provider is not: a send that reached it late (a busy event loop, a slow
 * network moment) and the send a second of slots after it, on time, would fall in one second. So each
 * send also waits until a second has passed since the send a second's worth before it, plus how much
 * longer that send's round trip took than the fastest recent one (its lateness on the way, at most),
 * plus this margin for the clocks' millisecond steps and the provider's own variation.
 */
const WINDOW_MARGIN_MS = 3;
/** A send not answered after this long is taken to have arrived by now: a hung request does not stop the sender. */
const LONGEST_TRIP_MS = 2_000;

const answeredWithin = (mark: SentMark, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    void mark.answered.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
/** The campaign's whole hours [start, end) as the pacing window (end 24 is midnight). */
export const hourWindow = (window: HourWindow | null): SendWindow | null => (window ? { from: hh(window.startHour), until: hh(window.endHour) } : null);

interface SentMark {
  /** When the send went (its slot came), ms since the epoch. */
  at: number;
  /** When the provider answered it (or it failed, or it never went), ms since the epoch; null until then. */
  answeredAt: number | null;
  answered: Promise<void>;
}

interface SenderState {
  /** The number's rate after 130429s (token-bucket.ts); the bucket's tokens are not used, the shared slots are. */
  bucket: TokenBucket;
  slots: number[];
  /** This process's last sends of the sender, oldest first: at most a second's worth. */
  sent: SentMark[];
  /** Serialises acquire calls of one sender in this process. */
  turn: Promise<void>;
  /** When this process last let a 130429 of the sender go without slowing down (ms since the epoch). */
  forgivenAt: number | null;
}

/**
 * The real pacing: each sender number sends at its throughput across every process (slots reserved
 * in sender_pacing), halved after a 130429 and recovering by token-bucket.ts's rule; the portfolio
 * tier, the send window and expiry from their pure functions.
 */
export function createDispatchPacing(options: { db: Queryable; sleep?: (ms: number) => Promise<void>; clock?: () => number }): DispatchPacing {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clock = options.clock ?? Date.now;
  const senders = new Map<string, SenderState>();
  const stateOf = (senderId: string, throughput: number) => {
    let state = senders.get(senderId);
    if (!state || state.bucket.ratePerSecond !== throughput) {
      state = { bucket: createTokenBucket(throughput, new Date(clock())), slots: [], sent: [], turn: Promise.resolve(), forgivenAt: null };
      senders.set(senderId, state);
    }
    return state;
  };
  const next = async (senderId: string, state: SenderState) => {
    const rate = currentRate(state.bucket, new Date(clock()));
    const spacing = 1000 / rate;
    // Slots left from a chunk that ended long ago are gone: using them now would be a burst.
    while (state.slots.length && (state.slots[0] ?? 0) < clock() - spacing) state.slots.shift();
    if (!state.slots.length) {
      const count = Math.max(1, Math.round(rate * BATCH_SECONDS));
      const start = await reserveSlots(options.db, senderId, count, spacing, clock());
      state.slots = Array.from({ length: count }, (_, index) => start + index * spacing);
    }
    const perSecond = Math.max(1, Math.floor(rate));
    const earlier = state.sent.length >= perSecond ? state.sent[state.sent.length - perSecond] : undefined;
    // Only a send still unanswered is waited for: every extra await lengthens this serialised chain.
    if (earlier?.answeredAt === null) await answeredWithin(earlier, earlier.at + LONGEST_TRIP_MS - clock());
    const slot = state.slots.shift() ?? clock();
    const at = earlier ? Math.max(slot, secondAfter(earlier, state.sent, slot)) : slot;
    const wait = at - clock();
    if (wait > 0) await sleep(wait);
    let answer = () => undefined as void;
    const mark: SentMark = { at: clock(), answeredAt: null, answered: new Promise<void>((resolve) => (answer = resolve)) };
    state.sent.push(mark);
    if (state.sent.length > perSecond) state.sent.splice(0, state.sent.length - perSecond);
    return () => {
      mark.answeredAt ??= clock();
      answer();
    };
  };
  /**
   * When a send may go a second after `earlier` surely reached the provider (see WINDOW_MARGIN_MS); the
   * fastest trip of the last second is looked for only when the answer could be later than `slot`.
   */
  const secondAfter = (earlier: SentMark, sent: SentMark[], slot: number) => {
    const trip = (earlier.answeredAt ?? clock()) - earlier.at;
    if (earlier.at + 1000 + trip + WINDOW_MARGIN_MS <= slot) return slot;
    let fastest = trip;
    for (const mark of sent) if (mark.answeredAt !== null) fastest = Math.min(fastest, mark.answeredAt - mark.at);
    return earlier.at + 1000 + (trip - fastest) + WINDOW_MARGIN_MS;
  };
  return {
    acquire(senderId, throughput) {
      const state = stateOf(senderId, throughput);
      const mine = state.turn.then(() => next(senderId, state));
      state.turn = mine.then(
        () => undefined,
        () => undefined,
      );
      return mine;
    },
    slowDown(senderId, now) {
      const state = senders.get(senderId);
      if (!state) return;
      state.bucket = slowDownAfterThrottle(state.bucket, now);
      state.slots = [];
    },
    forgive(senderId, now) {
      const state = senders.get(senderId);
      if (!state || (state.forgivenAt !== null && now.getTime() - state.forgivenAt < defaultThrottleSettings.recoveryMs)) return false;
      state.forgivenAt = now.getTime();
      return true;
    },
    tierAllowance,
    planRecipient({ phone, window, fallbackTimeZone, plannedAt, expiryHours, channel, now }) {
      return planSend({ now, plannedAt, channel, expiryHours, window: hourWindow(window), timeZone: timeZoneForPhone(phone) ?? fallbackTimeZone });
    },
  };
}
