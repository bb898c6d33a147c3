import { addDays, instantsOfWallClock, wallClockAt } from './zoned-time';

/**
 * A campaign's allowed sending hours in the recipient's local time, `HH:MM` to `HH:MM`, the end
 * excluded. `from` after `until` is an overnight window (20:00–06:00); equal means all day.
 */
export interface SendWindow {
  from: string;
  until: string;
}

function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`"${time}" is not a time of day (HH:MM)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function isInsideWindow(minute: number, window: SendWindow): boolean {
  const from = minutesOf(window.from);
  const until = minutesOf(window.until);
  if (from === until) return true;
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

/** `at` itself when it is inside the window in that zone, otherwise the next opening of the window. */
export function nextAllowedInstant(at: Date, window: SendWindow, timeZone: string): Date {
  const local = wallClockAt(at, timeZone);
  const minute = local.hour * 60 + local.minute;
  if (isInsideWindow(minute, window)) return at;
  const from = minutesOf(window.from);
  // Outside the window the opening is later today when the clock is before it, otherwise tomorrow.
  const day = minute < from ? local : addDays(local, 1);
  const openings = instantsOfWallClock({ ...day, hour: Math.floor(from / 60), minute: from % 60, second: 0 }, timeZone);
  // When clocks go back the opening happens twice; the first one not before `at` is next.
  return openings.find((opening) => opening.getTime() >= at.getTime()) ?? at;
}
