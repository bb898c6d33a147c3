const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTimeOfDay = (value: string) => TIME.test(value);

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The wall-clock time `HH:MM` at `at` in `timeZone`.
 * @example localTime(Date.UTC(2026, 0, 1, 5, 30), 'Asia/Dubai') // '09:30'
 */
export function localTime(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * Whether `at` falls outside opening hours `opens`–`closes` (local to `timeZone`); hours that pass
 * midnight (22:00–06:00) are read as such.
 */
export function outsideHours(at: number, hours: { timeZone: string; opens: string; closes: string }): boolean {
  const now = localTime(at, hours.timeZone);
  const open = hours.opens <= hours.closes ? now >= hours.opens && now < hours.closes : now >= hours.opens || now < hours.closes;
  return !open;
}
