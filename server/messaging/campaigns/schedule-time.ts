import { SCHEDULE_DATE_LIMIT_DAYS, type CampaignSchedule } from '@/api/contracts/campaigns';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A schedule typed a minute ago is still accepted: the form's clock and ours differ a little. */
const PAST_GRACE_MS = 60 * 1000;

/** The zone's offset from UTC at `instant`, in ms (Intl only: no time-zone database of our own). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant / 1000) * 1000;
}

/** `2026-03-04T18:30` in `Asia/Kolkata` → the instant; a time skipped by a DST change moves forward. */
export function zonedToInstant(local: string, timeZone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

export type ScheduleCheck = { ok: true; at: Date | null } | { ok: false; field: string; message: string };

/** Now, or a local time in the future and at most spec §9's 90 days ahead. */
export function checkSchedule(schedule: CampaignSchedule, now: Date): ScheduleCheck {
  if (schedule.kind === 'now') return { ok: true, at: null };
  const at = zonedToInstant(schedule.at, schedule.timeZone);
  if (Number.isNaN(at.getTime())) return { ok: false, field: 'schedule.at', message: 'Not a date and time' };
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) return { ok: false, field: 'schedule.at', message: 'The time has passed' };
  if (at.getTime() > now.getTime() + SCHEDULE_DATE_LIMIT_DAYS * DAY_MS) return { ok: false, field: 'schedule.at', message: `At most ${SCHEDULE_DATE_LIMIT_DAYS} days ahead` };
  return { ok: true, at };
}
