import { addDays, wallTimeAt, zonedTimeToInstant, type ZonedInstant } from './zoned-time';

export type ScheduleProblem = 'incomplete' | 'in_past' | 'too_far';

export interface ScheduleCheck {
  /** Null when the date, time or zone is missing or malformed. */
  resolved: ZonedInstant | null;
  problem: ScheduleProblem | null;
  /** The last date that may be chosen, in the zone: today there plus `limitDays`. */
  maxDate: string;
  /** Today in the zone: the earliest date. */
  minDate: string;
}

/**
 * Whether a campaign may be scheduled for a date and time in a zone: in the future, and no later
 * than `limitDays` calendar days after today in that zone (configuration `scheduleDateLimit`, 90).
 * @example checkSchedule({ date: '2026-01-10', time: '09:00', timeZone: 'Asia/Kolkata', now: Date.now(), limitDays: 90 })
 */
export function checkSchedule({ date, time, timeZone, now, limitDays }: { date: string; time: string; timeZone: string; now: number; limitDays: number }): ScheduleCheck {
  const today = wallTimeAt(now, timeZone).date;
  const maxDate = addDays(today, limitDays);
  const resolved = zonedTimeToInstant(date, time, timeZone);
  const problem: ScheduleProblem | null = !resolved ? 'incomplete' : date > maxDate ? 'too_far' : resolved.instant <= now ? 'in_past' : null;
  return { resolved, problem, maxDate, minDate: today };
}
