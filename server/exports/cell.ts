import { tzOffset } from '@date-fns/tz';

/**
 * One cell of an export, typed so each file writes it as it should: text; a number (a count, an
 * amount), which Excel keeps as a number; or an instant, which Excel shows as a date in the account's
 * zone and CSV writes as ISO 8601 UTC. Null is an empty cell.
 */
export type Cell = string | number | Date | null;

/** A stored instant (a Date from PostgreSQL, or an ISO string from a report row) as an instant cell. */
export const instantCell = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** An enum value as the screen's English word for it (`MARKETING` → `Marketing`); an unknown value as it is. */
export const wordCell = (words: Readonly<Record<string, string>>, value: string | null): string | null => (value === null ? null : (words[value] ?? value));

/** Spec §9's date format (`dd/MM/yy hh:mm:ss a`) in Excel's words. */
export const EXCEL_DATE_FORMAT = 'dd/mm/yy hh:mm:ss AM/PM';

/**
 * An instant as Excel stores a date: the account's wall clock. Excel's dates have no zone (exceljs counts
 * the days of the Date's UTC clock), so the instant is moved by the zone's offset at that moment.
 */
export const excelWallClock = (instant: Date, timeZone: string): Date => new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
