import type { BotMessage } from './bot-message';
import type { StepDeps } from './runtime-deps';
import type { RuntimeTexts } from './runtime-texts';
import type { FormProgress, SessionState, UserInput, Variables, WaitingFor } from './session-types';
import type { VariableScope } from './variable-scope';

/** What a kind's step sees: its node, the session, the user's input when resuming, and the deps. */
export interface StepContext<D> {
  readonly nodeId: string;
  readonly data: D;
  /** The flow being run; a step needs only its id (references, logs). */
  readonly flow: { readonly id: string };
  readonly session: Readonly<SessionState>;
  /** The user's event when the session waited at this node; null when the node is entered. */
  readonly input: UserInput | null;
  /** Variables (with this turn's writes so far) and `{{name}}` rendering. */
  readonly scope: VariableScope;
  readonly deps: StepDeps;
  readonly texts: RuntimeTexts;
}

interface OutcomeBase {
  messages?: BotMessage[];
  /** Variables written by the step. */
  set?: Variables;
  /** Shown in the trace (rule results, status codes). */
  note?: string;
}

/**
 * What a step decided:
 * - `next`: follow the edge from `handle` (no edge: the path ends here, a dead end);
 * - `wait`: stop the turn until the user answers (`formProgress` replaces the session's);
 * - `jump`: continue at the start of another flow of the bot, variables kept;
 * - `error`: follow `handle` when the node has such an edge, else end the conversation with `message`;
 * - `stop`: the node is not executable (a note): a dead end.
 */
export type StepOutcome = OutcomeBase &
  (
    | { type: 'next'; handle: string }
    | { type: 'wait'; waitingFor: Omit<WaitingFor, 'nodeId'>; formProgress?: FormProgress }
    | { type: 'jump'; flowId: string }
    | { type: 'error'; code: string; message: string; handle?: string }
    | { type: 'stop' }
  );

/** A kind's runtime behaviour, registered on its definition in the kind registry. */
export type NodeStep<D> = (context: StepContext<D>) => StepOutcome | Promise<StepOutcome>;
