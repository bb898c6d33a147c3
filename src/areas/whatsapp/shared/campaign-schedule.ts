import type { CampaignSchedule } from '@/api/contracts/campaigns';
import type { ScheduleValue } from '@/campaigns';

/** The schedule field's value as a campaign carries it (the send form's review, a re-schedule). */
export function toCampaignSchedule(value: ScheduleValue): CampaignSchedule {
  return value.mode === 'now' ? { kind: 'now' } : { kind: 'at', at: `${value.date}T${value.time.slice(0, 5)}`, timeZone: value.timeZone };
}

export function fromCampaignSchedule(schedule: CampaignSchedule): ScheduleValue {
  if (schedule.kind === 'now') return { mode: 'now' };
  const [date = '', time = ''] = schedule.at.split('T');
  return { mode: 'later', date, time, timeZone: schedule.timeZone };
}
