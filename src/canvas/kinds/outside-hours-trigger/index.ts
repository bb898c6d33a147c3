import { defineKind, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';
import { isTimeZone } from '@/api/contracts/time-zone';
import { everyDay, type DayHours, isTimeOfDay, outsideWeekHours, WEEKDAYS } from './hours';

const dayHoursSchema = z.object({ open: z.boolean(), opens: z.string().max(5), closes: z.string().max(5) });

/**
 * Opening hours per weekday (`days`, Monday first; a closed day is outside hours all day) in an IANA
 * time zone. Documents written before hours were per weekday hold one `opens`–`closes` range for
 * every day instead; they stay valid and are read as such.
 */
export const outsideHoursTriggerDataSchema = z.object({
  timeZone: z.string().max(64),
  days: z.array(dayHoursSchema).length(WEEKDAYS.length).optional(),
  opens: z.string().max(5).optional(),
  closes: z.string().max(5).optional(),
});
export type OutsideHoursTriggerData = z.infer<typeof outsideHoursTriggerDataSchema>;

/** The week the trigger holds, Monday first, whichever way the document wrote it. */
export const weekOf = (data: OutsideHoursTriggerData): DayHours[] => data.days ?? everyDay(data.opens ?? '', data.closes ?? '');

/** Monday to Friday 09:00–18:00, the weekend closed. */
export const DEFAULT_WEEK: DayHours[] = WEEKDAYS.map((day) => ({ open: day !== 'sat' && day !== 'sun', opens: '09:00', closes: '18:00' }));

function hoursRules(data: OutsideHoursTriggerData): KindProblem[] {
  const out: KindProblem[] = [];
  if (!isTimeZone(data.timeZone)) out.push(error('timeZone', PROBLEM_CODES.timeZoneInvalid));
  const times = (at: string, hours: { opens?: string | undefined; closes?: string | undefined }) => {
    if (!isTimeOfDay(hours.opens ?? '')) out.push(error(`${at}opens`, PROBLEM_CODES.timeInvalid));
    if (!isTimeOfDay(hours.closes ?? '')) out.push(error(`${at}closes`, PROBLEM_CODES.timeInvalid));
  };
  if (!data.days) times('', data);
  else
    data.days.forEach((day, index) => {
      if (day.open) times(`days.${index}.`, day);
    });
  return out;
}

const validWeek = (week: readonly DayHours[]) => week.every((day) => !day.open || (isTimeOfDay(day.opens) && isTimeOfDay(day.closes)));

/** OUTSIDE_HOURS_TRIGGER: the message arrived outside the business's opening hours of that weekday. */
export const outsideHoursTriggerKind = defineKind({
  kind: 'OUTSIDE_HOURS_TRIGGER',
  labelKey: 'automationCanvas.kinds.outsideHours',
  icon: 'moon',
  dataSchema: outsideHoursTriggerDataSchema,
  createData: (): OutsideHoursTriggerData => ({ timeZone: 'Asia/Dubai', days: DEFAULT_WEEK.map((day) => ({ ...day })) }),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: hoursRules,
  step: triggerStep<OutsideHoursTriggerData>((event, data) => {
    const week = weekOf(data);
    const valid = isTimeZone(data.timeZone) && validWeek(week);
    const open = week.flatMap((day, index) => (day.open ? [`${WEEKDAYS[index]} ${day.opens}–${day.closes}`] : []));
    return { holds: valid && outsideWeekHours(event.at, week, data.timeZone), note: `open ${open.join(', ') || 'no day'} ${data.timeZone}` };
  }),
  defaultSize: { width: 240, height: 80 },
});
