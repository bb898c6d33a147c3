const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTimeOfDay = (value: string) => TIME.test(value);

/** Monday first, as ISO 8601 and most of the world's business weeks. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening hours; a closed day is outside hours all day. */
export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

/**
 * The weekday and wall-clock time `HH:MM` at `at` in `timeZone`.
 * @example localClock(Date.UTC(2026, 10, 28, 5, 30), 'Asia/Dubai') // { day: 'sat', time: '09:30' }
 */
export function localClock(at: number, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  const day = WEEKDAYS.find((weekday) => weekday === part('weekday').slice(0, 3).toLowerCase()) ?? 'mon';
  return { day, time: `${part('hour') || '00'}:${part('minute') || '00'}` };
}

/** The same hours every day: what the trigger held before hours were set per weekday. */
export const everyDay = (opens: string, closes: string): DayHours[] => WEEKDAYS.map(() => ({ open: true, opens, closes }));

/**
 * Whether `at` falls outside the week's opening hours, local to `timeZone` (`week` Monday first).
 * Hours that pass midnight (Friday 22:00–02:00) belong to the day they open on: Saturday 01:00 is
 * open because Friday's hours reach it, whatever Saturday's own hours are.
 */
export function outsideWeekHours(at: number, week: readonly DayHours[], timeZone: string): boolean {
  const { day, time } = localClock(at, timeZone);
  const index = WEEKDAYS.indexOf(day);
  const today = week[index];
  const yesterday = week[(index + 6) % 7];
  const overnight = (hours: DayHours) => hours.closes < hours.opens;
  const openToday = today?.open === true && (overnight(today) ? time >= today.opens : time >= today.opens && time < today.closes);
  const carriedOver = yesterday?.open === true && overnight(yesterday) && time < yesterday.closes;
  return !(openToday || carriedOver);
}
