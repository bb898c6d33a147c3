import { TZDate } from '@date-fns/tz';
import type { InsightsQueryInput } from '@/api/contracts/insights';
import type { Formatter } from '@/ui/format';

/** A share as a percentage; a dash when there was nothing to divide by. */
export const formatRate = (value: number | null, format: Formatter) => (value === null ? '—' : format.percent(value));

/** A point of the series as its day, or day and hour, in the zone the series was counted in (the query's `tz`). */
export const formatPoint = (at: string, granularity: 'hour' | 'day', format: Formatter) => format.date(at, granularity === 'day' ? 'dayMonth' : 'dayMonthTime');

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number] | 'custom';

/** The instant of the wall-clock midnight `year-month-day` in `timeZone` (day overflow rolls on, as Date's does). */
const midnightIn = (timeZone: string, year: number, month: number, day: number) => new TZDate(year, month, day, timeZone).getTime();

/**
 * The last `days` whole days up to the end of today, between midnights of `timeZone` — the zone the
 * series is counted and every date shown in, so the first and last points are whole days.
 */
export function lastDays(days: number, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = new TZDate(now.getTime(), timeZone);
  const end = midnightIn(timeZone, today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const start = midnightIn(timeZone, today.getFullYear(), today.getMonth(), today.getDate() + 1 - days);
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** `yyyy-mm-dd` of a date input to the midnight of `timeZone` it names (start) or the next one (end, inclusive day). */
export function dayBoundary(day: string, end: boolean, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const at = midnightIn(timeZone, Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (end ? 1 : 0));
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** The `yyyy-mm-dd` a calendar in `timeZone` shows at an instant, for a date input. */
export function dayOf(iso: string, timeZone: string): string {
  const date = new TZDate(Date.parse(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The query string values of a query, without the unset filters. */
export function searchParamsOf(query: InsightsQueryInput): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
}

/** An amount in its currency, to the rate card's precision when below a cent (a message costs fractions of one). */
export const formatMoney = (value: number | null, currency: string, format: Formatter) => (value === null ? '—' : format.money(value, currency));

/** A country's name in the reader's language from its ISO code; ZZ (no country) and unknown codes as they are. */
export function countryName(code: string, language: string): string {
  if (code === 'ZZ') return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
