import type { FlowDocument } from '../model/flow-schema';
import type { RuntimeDeps } from './runtime-deps';
import { RUNTIME_ERROR_CODES, type SessionState, type UserEvent, type UserInput } from '@/canvas/kernel';
import { HANDOVER_ACTIONS, TIMEOUT_ACTIONS, startNewSession } from './session-actions';
import type { RunResult } from './trace-types';
import { createTurn, newSession, traceSession, type Turn } from './turn';
import { walkPath } from './walk-path';

/** What `{{last_input}}` holds after an input: the text, the tapped postback data, the file's URL. */
function inputValue(input: UserInput): string {
  if (input.type === 'text') return input.text;
  if (input.type === 'postback') return input.data;
  return input.file.url;
}

async function handleInput(turn: Turn, input: UserInput): Promise<void> {
  if (turn.state.ended) {
    await startNewSession(turn, { last_input: inputValue(input) }, 'started by a user message');
    return;
  }
  turn.state.variables.last_input = inputValue(input);
  const before = structuredClone(turn.state);
  const flowBefore = turn.flow;
  const waiting = turn.state.waitingFor;
  if (waiting) {
    const end = await walkPath(turn, waiting.nodeId, input);
    if (end !== 'dead-end' || turn.messages.length > 0) return;
  }
  // Nothing answered this message: the flow had ended, or the input led straight to a dead end.
  const action = turn.entry.settings.handoverAction;
  turn.flow = flowBefore;
  const entry = traceSession(turn, { nodeId: turn.state.currentNodeId, outcome: 'handover', note: action, input });
  await HANDOVER_ACTIONS[action](turn, before, entry);
}

const EVENT_HANDLERS: { [T in UserEvent['type']]: (turn: Turn, event: Extract<UserEvent, { type: T }>) => Promise<void> } = {
  start: (turn, event) => startNewSession(turn, event.variables ?? {}, event.fromNodeId ? `started at node ${event.fromNodeId}` : 'started', event.fromNodeId),
  text: handleInput,
  postback: handleInput,
  upload: handleInput,
  timeout: async (turn) => {
    if (turn.state.ended) {
      traceSession(turn, { outcome: 'ignored', note: 'timeout after the session ended' });
      return;
    }
    const action = turn.entry.settings.timeoutAction;
    traceSession(turn, { nodeId: turn.state.currentNodeId, outcome: 'timeout', note: action });
    await TIMEOUT_ACTIONS[action](turn);
  },
};

export interface RunOptions {
  /**
   * The conversation's language as the channel knows it (a contact's profile, the simulator's picker);
   * it replaces the session's and lasts for the conversation, new sessions included.
   */
  language?: string;
}

/**
 * Runs one user event through a bot's flows and returns what the user sees, the new session and a
 * trace of every node executed. `doc` is the bot's entry flow; after a FLOW jump the session records
 * the flow it is in and loads it with `deps.flows`. Each flow answers in the session's language when
 * it has it, else in its default language. Pure apart from `deps`: the given state is not changed.
 * @example
 * let { messages, state } = await runFlow(doc, null, { type: 'start' }, deps);
 * ({ messages, state } = await runFlow(doc, state, { type: 'text', text: 'Asha' }, deps));
 * await runFlow(doc, null, { type: 'start' }, deps, { language: 'ar' }); // answers in Arabic where translated
 */
export async function runFlow(doc: FlowDocument, state: SessionState | null, event: UserEvent, deps: RuntimeDeps, options: RunOptions = {}): Promise<RunResult> {
  const session = state ? structuredClone(state) : { ...newSession(doc), ended: true };
  if (options.language !== undefined) session.language = options.language;
  const flow = session.flowId === doc.id ? doc : await deps.flows(session.flowId);
  const turn = createTurn(doc, flow ?? doc, session, deps);
  if (!flow) {
    // The flow the session was in is gone (deleted or unpublished): the session cannot resume.
    turn.state.ended = true;
    traceSession(turn, { outcome: 'session-end', note: `${RUNTIME_ERROR_CODES.flowNotFound}: flow ${session.flowId}` });
  }
  await (EVENT_HANDLERS[event.type] as (turn: Turn, event: UserEvent) => Promise<void>)(turn, event);
  return { messages: turn.messages, state: turn.state, trace: turn.trace };
}
