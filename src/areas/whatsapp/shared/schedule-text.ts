import type { CampaignSchedule } from '@/api/contracts/campaigns';
import { zonedTimeToInstant } from '@/campaigns';
import type { Formatter } from '@/ui/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A schedule as a person reads it: "As soon as it is approved/submitted", or the local date and time
 * in the campaign's zone with the zone named. `instant` (ISO) wins when the server sent one.
 */
export function scheduleText(schedule: CampaignSchedule, instant: string | null, t: Translate, format: Formatter): string {
  if (schedule.kind === 'now') return t('waSend.schedule_now');
  const [date = '', time = ''] = schedule.at.split('T');
  const at = instant ? Date.parse(instant) : zonedTimeToInstant(date, time, schedule.timeZone)?.instant;
  if (at === undefined || Number.isNaN(at)) return `${schedule.at} (${schedule.timeZone})`;
  return format.dateIn(at, schedule.timeZone);
}
