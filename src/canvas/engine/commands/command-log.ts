import { z } from 'zod';
import type { ImportError } from '../io/import-export';
import type { CommandLogEntry, FlowStore } from '../store/types';
import { dispatch } from './dispatch';
import { commandById, type CommandId } from './registry';

export const COMMAND_LOG_FORMAT = 'canvas-command-log';

const commandLogSchema = z.object({
  format: z.literal(COMMAND_LOG_FORMAT),
  formatVersion: z.literal(1),
  /** The flow the log was recorded on, and its server version when the editor opened it. */
  flowId: z.string(),
  startVersion: z.number().int(),
  schemaVersion: z.number().int(),
  entries: z.array(z.object({ id: z.string().min(1), args: z.unknown(), at: z.number() })),
});

/** What a tester downloads from the editor: every command applied since the flow was opened. */
export interface CommandLog {
  format: typeof COMMAND_LOG_FORMAT;
  formatVersion: 1;
  flowId: string;
  startVersion: number;
  schemaVersion: number;
  entries: CommandLogEntry[];
}

/**
 * The log of an open flow, with the document it started from. The engine never changes a
 * document's `id` or `version` (the server owns them), so the open document still names them.
 * @example saveFile('log.json', new Blob([JSON.stringify(commandLogOf(store), null, 2)], { type: 'application/json' }));
 */
export function commandLogOf(store: FlowStore): CommandLog {
  const doc = store.getDoc();
  return {
    format: COMMAND_LOG_FORMAT,
    formatVersion: 1,
    flowId: doc.id,
    startVersion: doc.version,
    schemaVersion: doc.schemaVersion,
    entries: structuredClone(store.log),
  };
}

export type CommandLogResult = { ok: true; log: CommandLog } | { ok: false; errors: ImportError[] };

/**
 * Reads a downloaded log file, naming every bad path as `importFlow` does.
 * @example const result = parseCommandLog(await file.text()); if (result.ok) createLogReplay(store, result.log);
 */
export function parseCommandLog(json: string): CommandLogResult {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, errors: [{ path: '', message: 'The file is not JSON.' }] };
  }
  const parsed = commandLogSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
  const entries = parsed.data.entries.map((entry) => ({ id: entry.id, args: entry.args, at: entry.at }));
  return { ok: true, log: { ...parsed.data, entries } };
}

/**
 * Why a replay stopped: the log names a command this console does not have, a command that no
 * longer applies to the flow (its node is gone, its new id is taken), or one that failed as it ran.
 */
export type ReplayStopReason = 'unknownCommand' | 'notApplicable' | 'failed';

export interface ReplayStop {
  /** 1-based position of the command in the log. */
  step: number;
  commandId: string;
  reason: ReplayStopReason;
  /** The command's own error, for `failed`. */
  detail?: string;
}

export interface ReplayProgress {
  /** Commands applied so far; the next step is `applied + 1`. */
  applied: number;
  total: number;
  stop: ReplayStop | null;
  done: boolean;
}

export interface LogReplay {
  progress(): ReplayProgress;
  /** Applies the next command; a stopped or finished replay stays as it is. */
  step(): ReplayProgress;
  /** Applies every remaining command, up to the first that does not apply. */
  runAll(): ReplayProgress;
}

/**
 * Replays a log onto an open flow, one command at a time or all at once, through `dispatch`: each
 * replayed command is an undo step and lands in the store's own log. Logged times are shifted to
 * now, keeping their gaps, so typing coalesces into the undo steps it made when recorded.
 * @example
 * const replaying = createLogReplay(store, log);
 * const { stop } = replaying.runAll(); // null when every command applied
 */
export function createLogReplay(store: FlowStore, log: Pick<CommandLog, 'entries'>): LogReplay {
  const entries = log.entries;
  const offset = entries.length > 0 ? store.now() - entries[0]!.at : 0;
  let applied = 0;
  let stop: ReplayStop | null = null;
  const progress = (): ReplayProgress => ({ applied, total: entries.length, stop, done: stop === null && applied === entries.length });

  function apply(entry: CommandLogEntry): ReplayStop | null {
    const base = { step: applied + 1, commandId: entry.id };
    if (!commandById(entry.id)) return { ...base, reason: 'unknownCommand' };
    try {
      const ran = dispatch(store, entry.id as CommandId, structuredClone(entry.args) as never, { at: entry.at + offset });
      return ran ? null : { ...base, reason: 'notApplicable' };
    } catch (error) {
      return { ...base, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
  }

  function step(): ReplayProgress {
    const entry = entries[applied];
    if (stop || !entry) return progress();
    stop = apply(entry);
    if (!stop) applied += 1;
    return progress();
  }

  return {
    progress,
    step,
    runAll() {
      while (!stop && applied < entries.length) step();
      return progress();
    },
  };
}
