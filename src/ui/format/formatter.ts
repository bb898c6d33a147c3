import { tz } from '@date-fns/tz';
// Deep paths: the package root and `date-fns/locale` load every function and every locale (0.75 s a test worker; the bundle shakes them off anyway).
import { format as formatDate } from 'date-fns/format';
import type { Day } from 'date-fns';
import { consoleLocale } from './locales';

/** The console's date and time formats (docs/decisions.md, "One formatter"). */
const DATE_PATTERNS = {
  /** `28 Nov 2026, 7:07 PM`: when something happened or will happen. */
  dateTime: 'd MMM yyyy, h:mm a',
  /** `28 Nov 2026, 7:07:05 PM`: log lines, where seconds order the events. */
  dateTimeSeconds: 'd MMM yyyy, h:mm:ss a',
  /** `28 Nov 2026` */
  date: 'd MMM yyyy',
  /** `7:07:05 PM`: a live log of today. */
  time: 'h:mm:ss a',
  /** `7:07 PM`: a moment later today ("continues at"). */
  timeOfDay: 'h:mm a',
  /** `28 Nov`: chart axes and day rows. */
  dayMonth: 'd MMM',
  /** `28 Nov, 7:07 PM`: chart points by the hour, "continues at" within the next days. */
  dayMonthTime: 'd MMM, h:mm a',
  /** `28/11/26 07:07:05 PM`: spec §9's user-list dates. */
  userList: 'dd/MM/yy hh:mm:ss a',
} as const;

export type DateFormat = keyof typeof DATE_PATTERNS;

/** Formats that name a moment, so they name the zone when it is not the reader's own. */
const ZONED: ReadonlySet<DateFormat> = new Set(['dateTime', 'dateTimeSeconds', 'time', 'timeOfDay', 'dayMonthTime', 'userList']);

export type Instant = Date | number | string;

export interface FormatterOptions {
  /** i18next's current language: `en`, `ar` or `hi`. */
  language: string;
  /** The account's IANA zone (spec §7 `POST {bot}timezone`); every date is shown in it. */
  timeZone: string;
  /** The reader's zone: the account's zone is named only when it differs. */
  browserTimeZone: string;
}

export interface Formatter {
  readonly language: string;
  readonly timeZone: string;
  /** `''` for a missing or unreadable instant, so a table cell stays empty rather than saying "Invalid Date". */
  date(value: Instant | null | undefined, format?: DateFormat): string;
  /** A moment in a zone of its own, e.g. a campaign's schedule, always naming that zone: `28 Nov 2026, 7:14 PM (Asia/Dubai)`. */
  dateIn(value: Instant, timeZone: string, format?: DateFormat): string;
  /** A calendar day (`2026-11-28`) as written, in no zone: `28 Nov 2026`; the text itself when it is not a day. */
  day(isoDay: string, format?: 'date' | 'dayMonth'): string;
  /** A weekday's name, Monday first (0 = Monday): `Mon` or `Monday`. */
  weekday(mondayFirst: number, width: 'short' | 'long'): string;
  /** An IANA zone as a reader knows it: `America/Los Angeles (Pacific Time)`. */
  zoneName(timeZone: string): string;
  /** A duration by its two largest units, rounded up to the minute: `2 days, 5 hours`, `12 minutes`. */
  duration(seconds: number): string;
  /** `5,002`; Hindi groups as `12,34,567`. */
  number(value: number): string;
  /** A share from 0 to 1: `0.9862` → `98.6%`. */
  percent(share: number): string;
  /** `₹1,234.50`; below one unit up to four decimals (per-message rates). */
  money(value: number, currency: string): string;
  /** Binary steps, one decimal above bytes: 1,536 → `1.5 kB`. */
  fileSize(bytes: number): string;
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UTC = tz('UTC');

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The console's one formatter for dates and numbers.
 * @example createFormatter({ language: 'en', timeZone: 'Asia/Kolkata', browserTimeZone: 'UTC' }).date('2026-11-28T13:37:05Z', 'userList') // '28/11/26 07:07:05 PM (GMT+5:30)'
 */
export function createFormatter({ language, timeZone, browserTimeZone: readerZone }: FormatterOptions): Formatter {
  const locale = consoleLocale(language);
  const inZone = tz(timeZone);
  const nameZone = timeZone !== readerZone;
  const number = new Intl.NumberFormat(locale.intl);
  const percent = new Intl.NumberFormat(locale.intl, { style: 'percent', maximumFractionDigits: 1 });
  const pattern = (format: DateFormat) => DATE_PATTERNS[format].replace(',', locale.comma);
  return {
    language,
    timeZone,
    date(value, format = 'dateTime') {
      if (value === null || value === undefined || value === '') return '';
      const instant = new Date(value);
      if (Number.isNaN(instant.getTime())) return '';
      const text = formatDate(instant, pattern(format), { locale: locale.dates, in: inZone });
      return nameZone && ZONED.has(format) ? `${text} (${formatDate(instant, 'zzz', { in: inZone })})` : text;
    },
    dateIn(value, zone, format = 'dateTime') {
      const instant = new Date(value);
      if (Number.isNaN(instant.getTime())) return '';
      return `${formatDate(instant, pattern(format), { locale: locale.dates, in: tz(zone) })} (${zone})`;
    },
    day(isoDay, format = 'date') {
      const match = ISO_DAY.exec(isoDay);
      return match ? formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])), pattern(format), { locale: locale.dates, in: UTC }) : isoDay;
    },
    weekday: (mondayFirst, width) => locale.dates.localize.day(((mondayFirst + 1) % 7) as Day, { width: width === 'short' ? 'abbreviated' : 'wide' }),
    zoneName(zone) {
      const name = new Intl.DateTimeFormat(locale.intl, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
      const place = zone.replaceAll('_', ' ');
      return name ? `${place} (${name})` : place;
    },
    duration(seconds) {
      let left = Math.max(60, Math.ceil(seconds / 60) * 60);
      const parts: string[] = [];
      for (const [unit, size] of DURATION_UNITS) {
        const count = Math.floor(left / size);
        if (count > 0 && parts.length < 2) {
          parts.push(new Intl.NumberFormat(locale.intl, { style: 'unit', unit, unitDisplay: 'long' }).format(count));
          left -= count * size;
        } else if (parts.length > 0) break;
      }
      return new Intl.ListFormat(locale.intl, { style: 'narrow', type: 'unit' }).format(parts);
    },
    number: (value) => number.format(value),
    percent: (share) => percent.format(share),
    money: (value, currency) =>
      new Intl.NumberFormat(locale.intl, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: Math.abs(value) < 1 ? 4 : 2 }).format(value),
    fileSize(bytes) {
      let value = bytes;
      let unit = 0;
      while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      // "193 bytes", not "193 byte": the short form of byte takes no plural.
      return new Intl.NumberFormat(locale.intl, { style: 'unit', unit: SIZE_UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
    },
  };
}
