import { z } from 'zod';
import type { VariableMapping } from './audience/variable-mapping';
import type { ScheduleValue } from './schedule/schedule-value';

/** A campaign form's mapping and schedule as a kept draft holds them, read back only when they still fit. */
export const keptVariableMapping: z.ZodType<VariableMapping> = z.record(
  z.string(),
  z.discriminatedUnion('kind', [z.object({ kind: z.literal('column'), column: z.string() }), z.object({ kind: z.literal('fixed'), value: z.string() })]),
);

export const keptScheduleValue: z.ZodType<ScheduleValue> = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('now') }),
  z.object({ mode: z.literal('later'), date: z.string(), time: z.string(), timeZone: z.string() }),
]);
