/**
 * Wall-clock arithmetic in an IANA time zone with Intl alone: the platform's zone data already knows
 * every DST rule, and a date library would only duplicate it.
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** Milliseconds the zone is ahead of UTC at that instant. */
export function utcOffsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallClockAt(new Date(whole), timeZone)) - whole;
}

/**
 * Every instant a wall-clock time happens in the zone, earliest first: usually one, two in the hour
 * repeated when clocks go back. A time skipped when clocks go forward (02:30 on a spring night) gives
 * the one instant it is shifted to by the jump (03:30), as Temporal's "compatible" choice does.
 */
export function instantsOfWallClock(clock: WallClock, timeZone: string): Date[] {
  const wanted = asUtc(clock);
  const day = 86_400_000;
  // The offsets a day before and after cover both sides of any DST change near that time.
  const candidates = [...new Set([wanted - day, wanted, wanted + day].map((probe) => wanted - utcOffsetAt(probe, timeZone)))].sort((a, b) => a - b);
  const matches = candidates.filter((ms) => asUtc(wallClockAt(new Date(ms), timeZone)) === wanted);
  return (matches.length ? matches : [Math.max(...candidates)]).map((ms) => new Date(ms));
}

/** The calendar day `days` after the given one (month and year roll over). */
export function addDays(clock: Pick<WallClock, 'year' | 'month' | 'day'>, days: number): Pick<WallClock, 'year' | 'month' | 'day'> {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
