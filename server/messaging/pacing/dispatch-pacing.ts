import type { SendWindow as HourWindow } from '@/api/contracts/campaigns';
import type { Queryable } from '../../db/db';
import type { DispatchPacing } from '../dispatch/pacing-port';
import { planSend } from './expiry';
import { timeZoneForPhone } from './phone-time-zone';
import { tierAllowance } from './portfolio-tier';
import type { SendWindow } from './send-window';
import { reserveSlots } from './shared-rate';
import { createTokenBucket, currentRate, defaultThrottleSettings, slowDownAfterThrottle, type TokenBucket } from './token-bucket';

/** Slots a process reserves at once: a tenth of a second of sending, so the shared row is touched ~10 times a second per sender. */
const BATCH_SECONDS = 0.1;
/**
 * Meta counts a number's requests in any one second. Slots are evenly spaced, so a send that went
 * late (a busy event loop) and the one a second of sends after it, on time, would fall in one
 * second: each send also waits until a second and this margin (the variation in the time a request
 * takes to reach the provider) have passed since the send a second's worth before it.
 */
const WINDOW_MARGIN_MS = 20;

const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
/** The campaign's whole hours [start, end) as the pacing window (end 24 is midnight). */
export const hourWindow = (window: HourWindow | null): SendWindow | null => (window ? { from: hh(window.startHour), until: hh(window.endHour) } : null);

interface SenderState {
  /** The number's rate after 130429s (token-bucket.ts); the bucket's tokens are not used, the shared slots are. */
  bucket: TokenBucket;
  slots: number[];
  /** When this process's last sends of the sender went, oldest first: at most a second's worth. */
  sent: number[];
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
    const secondAgo = state.sent.length >= perSecond ? (state.sent[state.sent.length - perSecond] ?? 0) + 1000 + WINDOW_MARGIN_MS : 0;
    const at = Math.max(state.slots.shift() ?? clock(), secondAgo);
    const wait = at - clock();
    if (wait > 0) await sleep(wait);
    state.sent.push(clock());
    if (state.sent.length > perSecond) state.sent.splice(0, state.sent.length - perSecond);
  };
  return {
    acquire(senderId, throughput) {
      const state = stateOf(senderId, throughput);
      const mine = state.turn.then(() => next(senderId, state));
      state.turn = mine.catch(() => undefined);
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
