/**
 * Wall-clock time in an IANA zone ↔ instants, with Intl only (no time-zone library): what the
 * schedule picker needs to turn "10 March, 02:30, Europe/Berlin" into the instant the server stores.
 */
import { isTimeZone } from '@/api/contracts/time-zone';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
}

/** The date and time a clock in `timeZone` shows at `instant`. */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Milliseconds the zone is ahead of UTC at `instant` (+19,800,000 for Asia/Kolkata). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const DAY = 86_400_000;

export interface ZonedInstant {
  instant: number;
  /** `gap`: the time does not exist that day (clocks jump forward), so it is moved on by the jump; `overlap`: it happens twice, the first is taken. */
  kind: 'exact' | 'gap' | 'overlap';
}

/**
 * The instant a wall-clock time in a zone names, resolved as Temporal's `compatible` does across
 * daylight-saving changes. Null when the date or time is not well formed.
 * @example zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin') // { instant: Date.parse('2026-03-29T01:30:00Z'), kind: 'gap' } (03:30 CEST)
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): ZonedInstant | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(guess) || hour > 23 || minute > 59 || new Date(guess).getUTCDate() !== day) return null;
  // Offsets a day either side: at most one change lies between them.
  const before = zoneOffset(guess - DAY, timeZone);
  const after = zoneOffset(guess + DAY, timeZone);
  const fits = (instant: number) => {
    const wall = wallTimeAt(instant, timeZone);
    return wall.date === date && wall.time === time;
  };
  const candidates = [...new Set([guess - before, guess - after])].filter(fits).sort((a, b) => a - b);
  const [first] = candidates;
  if (first === undefined) return { instant: guess - before, kind: 'gap' };
  return { instant: first, kind: candidates.length > 1 ? 'overlap' : 'exact' };
}

/** `YYYY-MM-DD` plus whole days, on the calendar (no clock involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
