import type { BotMessage, SessionState, UserInput, Variables } from '@/canvas/kernel';
import type { NodeKind } from '@/canvas/registry';

/** How one trace step ended. */
export type TraceOutcome =
  | 'next'
  | 'wait'
  | 'jump'
  | 'dead-end'
  | 'error'
  | 'session-start'
  | 'session-end'
  | 'handover'
  | 'timeout'
  | 'budget-exceeded'
  | 'ignored';

/**
 * One executed node (or one session-level decision, with `kind: 'SESSION'`), for the simulator to
 * highlight and the server to log.
 */
export interface TraceStep {
  /** Null for session-level entries that concern no node. */
  nodeId: string | null;
  flowId: string;
  kind: NodeKind | 'SESSION';
  /** The user event delivered to a waiting node. */
  input?: UserInput;
  output: BotMessage[];
  outcome: TraceOutcome;
  /** Output handle taken, when the step continued along an edge. */
  branch: string | null;
  /** New values of the variables this step wrote. */
  variablesChanged: Variables;
  /** `{{names}}` that rendered empty because they had no value. */
  missingVariables?: string[];
  /** What happened, in words, for the simulator's log (rule results, status codes, errors). */
  note?: string;
  /** ISO time from `deps.now()`. */
  at: string;
}

export interface RunResult {
  messages: BotMessage[];
  state: SessionState;
  trace: TraceStep[];
}
