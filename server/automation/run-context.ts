import type { Db } from '../platform/db/db';
import type { ReplyChannel } from './reply-sender';

// What an automation run and the bot channel act with. It stands under both: the bot channel does not import the
// walk (run-automations.ts), which imports the actions that call the bot channel.

/**
 * Schedules the resumption of a run that reached a WAIT (a pg-boss job delayed by `seconds`);
 * `step` (the path's length) tells a run's second wait from a retry of its first.
 */
export type ScheduleResume = (runId: string, seconds: number, step: number) => Promise<void>;

export interface RunContext {
  db: Db;
  channel: ReplyChannel;
  now: () => Date;
  scheduleResume: ScheduleResume;
}
