import { defineKind, error, type KindProblem, type NodeStep, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS } from '../automation-shared';

/** Up to a week: the customer service window is a day, and a longer wait is a campaign's job. */
export const WAIT_MAX_MINUTES = 7 * 24 * 60;

/** Minutes as typed (a settings field keeps what was typed); a whole number from 1 to a week. */
export const waitDataSchema = z.object({ minutes: z.string().max(6) });
export type WaitData = z.infer<typeof waitDataSchema>;

/** The minutes to wait, or null when they are not a whole number in range. */
export function waitMinutes(data: WaitData): number | null {
  const minutes = /^\d+$/.test(data.minutes.trim()) ? Number(data.minutes) : NaN;
  return minutes >= 1 && minutes <= WAIT_MAX_MINUTES ? minutes : null;
}

function waitRules(data: WaitData): KindProblem[] {
  return waitMinutes(data) === null ? [error('minutes', PROBLEM_CODES.rangeInvalid, { min: 1, max: WAIT_MAX_MINUTES })] : [];
}

/** Entered: asks to be resumed later and waits; resumed (the server's delayed job): goes on. */
const waitStep: NodeStep<WaitData> = ({ data, input, deps }) => {
  const minutes = waitMinutes(data);
  if (input) return { type: 'next', handle: 'next', note: `waited ${minutes} min` };
  if (!deps.automation) return { type: 'error', code: 'AUTOMATION_ONLY', message: 'This step runs only in a WhatsApp automation.' };
  if (minutes === null) return { type: 'error', code: 'ACTION_FAILED', message: `"${data.minutes}" is not a number of minutes`, handle: 'next' };
  deps.automation.resumeAfter(minutes * 60);
  return { type: 'wait', waitingFor: { kind: 'reply', ref: `after ${minutes} min` }, note: `waiting ${minutes} min` };
};

/** WAIT: the rest of the path runs `minutes` later. */
export const waitKind = defineKind({
  kind: 'WAIT',
  labelKey: 'automationCanvas.kinds.wait',
  icon: 'hourglass',
  dataSchema: waitDataSchema,
  createData: (): WaitData => ({ minutes: '60' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: true,
  writesVariables: () => [],
  rules: waitRules,
  step: waitStep,
  defaultSize: { width: 200, height: 70 },
});
