import type { BotSettings } from '../model/flow-schema';
import { RUNTIME_ERROR_CODES, type SessionState, type Variables } from '@/canvas/kernel';
import type { TraceStep } from './trace-types';
import { clearWaiting, endSession, newSession, traceSession, type Turn } from './turn';
import { walkPath } from './walk-path';

/** Runs from `nodeId` of the current flow; a flow without a start tells the user the bot is not ready. */
export async function startAt(turn: Turn, nodeId: string | null): Promise<void> {
  if (nodeId === null) {
    endSession(turn, 'error', `${RUNTIME_ERROR_CODES.nodeNotFound}: flow ${turn.flow.id} has no start node`, turn.texts.nodeNotFound);
    return;
  }
  await walkPath(turn, nodeId, null);
}

/** A new session (declared defaults plus `variables`) started at the entry flow's start. */
export async function startNewSession(turn: Turn, variables: Variables, note: string, fromNodeId?: string): Promise<void> {
  turn.flow = turn.entry;
  turn.state = newSession(turn.entry, variables, turn.state.language);
  traceSession(turn, { outcome: 'session-start', note });
  await startAt(turn, fromNodeId ?? turn.entry.startNodeId);
}

/** Restart Bot: the entry flow's start in the same session, variables kept. */
async function restartBot(turn: Turn): Promise<void> {
  turn.flow = turn.entry;
  Object.assign(turn.state, { flowId: turn.entry.id, visited: [], ended: false });
  clearWaiting(turn.state);
  await startAt(turn, turn.entry.startNodeId);
}

/** Trigger Bot: this session ends and a new one starts at once; a triggering message stays `last_input`. */
async function triggerBot(turn: Turn, byMessage: boolean): Promise<void> {
  const lastInput = turn.state.variables.last_input;
  await startNewSession(turn, byMessage && lastInput !== undefined ? { last_input: lastInput } : {}, 'triggered');
}

function endQuietly(turn: Turn): Promise<void> {
  endSession(turn, 'session-end', 'session ended by the bot settings');
  return Promise.resolve();
}

/**
 * Handover actions, run when a user message gets no answer from the flow (see docs/flow-runtime.md).
 * `before` is the session as it was when the message arrived; `entry` is the turn's handover trace step.
 */
export const HANDOVER_ACTIONS: Record<BotSettings['handoverAction'], (turn: Turn, before: SessionState, entry: TraceStep) => Promise<void>> = {
  // The session goes back to where it was (still waiting, if it was) and the last text is sent again.
  'Send previous text message': (turn, before, entry) => {
    const previous = before.lastTextMessage;
    if (!previous) return endQuietly(turn);
    turn.state = before;
    turn.messages.push(previous);
    entry.output.push(previous);
    return Promise.resolve();
  },
  'Restart Bot': restartBot,
  'End Session': endQuietly,
  'Trigger Bot': (turn) => triggerBot(turn, true),
};

/** Timeout actions, run on a `timeout` event while the session is open. */
export const TIMEOUT_ACTIONS: Record<BotSettings['timeoutAction'], (turn: Turn) => Promise<void>> = {
  'Restart Bot': restartBot,
  'End Session and Trigger Bot': (turn) => triggerBot(turn, false),
  'End Session': endQuietly,
};
