import { checkSchedule, type ScheduleProblem } from './schedule-rules';

/** What the schedule step holds: send at once, or at a wall-clock time in a zone. */
export type ScheduleValue = { mode: 'now' } | { mode: 'later'; date: string; time: string; timeZone: string };

/**
 * The instant to send at (ISO, null for now) or why the choice cannot be used yet, for the page's
 * Next button and its request.
 */
export function resolveSchedule(value: ScheduleValue, now: number, limitDays: number): { sendAt: string | null; problem: ScheduleProblem | null } {
  if (value.mode === 'now') return { sendAt: null, problem: null };
  const { resolved, problem } = checkSchedule({ ...value, now, limitDays });
  return { sendAt: resolved && !problem ? new Date(resolved.instant).toISOString() : null, problem };
}
