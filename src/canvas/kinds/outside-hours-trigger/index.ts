import { defineKind, error, type KindProblem, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { TRIGGER_OUTPUTS, triggerStep } from '../automation-shared';
import { isTimeOfDay, isTimeZone, outsideHours } from './hours';

/** Opening hours, every day, in an IANA time zone. */
export const outsideHoursTriggerDataSchema = z.object({ timeZone: z.string().max(64), opens: z.string().max(5), closes: z.string().max(5) });
export type OutsideHoursTriggerData = z.infer<typeof outsideHoursTriggerDataSchema>;

function hoursRules(data: OutsideHoursTriggerData): KindProblem[] {
  const out: KindProblem[] = [];
  if (!isTimeZone(data.timeZone)) out.push(error('timeZone', PROBLEM_CODES.timeZoneInvalid));
  if (!isTimeOfDay(data.opens)) out.push(error('opens', PROBLEM_CODES.timeInvalid));
  if (!isTimeOfDay(data.closes)) out.push(error('closes', PROBLEM_CODES.timeInvalid));
  return out;
}

/** OUTSIDE_HOURS_TRIGGER: the message arrived outside the business's opening hours. */
export const outsideHoursTriggerKind = defineKind({
  kind: 'OUTSIDE_HOURS_TRIGGER',
  labelKey: 'automationCanvas.kinds.outsideHours',
  icon: 'moon',
  dataSchema: outsideHoursTriggerDataSchema,
  createData: (): OutsideHoursTriggerData => ({ timeZone: 'Asia/Dubai', opens: '09:00', closes: '18:00' }),
  outputs: () => [...TRIGGER_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: hoursRules,
  step: triggerStep<OutsideHoursTriggerData>((event, data) => {
    const valid = isTimeZone(data.timeZone) && isTimeOfDay(data.opens) && isTimeOfDay(data.closes);
    return { holds: valid && outsideHours(event.at, data), note: `open ${data.opens}–${data.closes} ${data.timeZone}` };
  }),
  defaultSize: { width: 240, height: 80 },
});
