import type { FlowDocument, FlowNode } from '../model/flow-schema';
import { type BotMessage, botText, DEFAULT_RUNTIME_TEXTS, DEFAULT_STEP_BUDGET, RUNTIME_TEXTS_BY_LANGUAGE, type RuntimeTexts, type SessionState, type Variables } from '@/canvas/kernel';
import { conversationLanguage } from '../languages/flow-languages';
import type { RuntimeDeps } from './runtime-deps';
import type { TraceStep } from './trace-types';

/** The working state of one `runFlow` call: the session being changed and what the turn produced. */
export interface Turn {
  /** The bot's entry flow (the one `start` runs); restarts go back to it. */
  readonly entry: FlowDocument;
  /** The flow being executed (changes on FLOW jumps). */
  flow: FlowDocument;
  state: SessionState;
  readonly deps: RuntimeDeps;
  readonly texts: RuntimeTexts;
  readonly messages: BotMessage[];
  readonly trace: TraceStep[];
  stepsLeft: number;
}

interface FlowIndex {
  nodes: Map<string, FlowNode>;
  /** `source \0 handle` → target. The first edge wins if a document holds several. */
  targets: Map<string, string>;
}

const indexes = new WeakMap<FlowDocument, FlowIndex>();

function indexOf(flow: FlowDocument): FlowIndex {
  let index = indexes.get(flow);
  if (!index) {
    const targets = new Map<string, string>();
    for (const edge of flow.edges) {
      const key = `${edge.source}\u0000${edge.sourceHandle}`;
      if (!targets.has(key)) targets.set(key, edge.target);
    }
    index = { nodes: new Map(flow.nodes.map((node) => [node.id, node])), targets };
    indexes.set(flow, index);
  }
  return index;
}

export function findNode(flow: FlowDocument, nodeId: string): FlowNode | undefined {
  return indexOf(flow).nodes.get(nodeId);
}

/** The node an edge from `handle` leads to; null when the handle is unconnected. */
export function edgeTarget(flow: FlowDocument, nodeId: string, handle: string): string | null {
  return indexOf(flow).targets.get(`${nodeId}\u0000${handle}`) ?? null;
}

/** Declared variables of a flow with their defaults. */
export function declaredDefaults(flow: FlowDocument): Variables {
  return Object.fromEntries(flow.variables.map((variable) => [variable.name, variable.default]));
}

/** A fresh session at the entry flow: declared defaults plus the caller's variables, in the conversation's language. */
export function newSession(entry: FlowDocument, variables: Variables = {}, language?: string): SessionState {
  return {
    flowId: entry.id,
    currentNodeId: null,
    variables: { ...declaredDefaults(entry), ...variables },
    waitingFor: null,
    ended: false,
    visited: [],
    lastTextMessage: null,
    ...(language === undefined ? {} : { language }),
  };
}

export function createTurn(entry: FlowDocument, flow: FlowDocument, state: SessionState, deps: RuntimeDeps): Turn {
  return {
    entry,
    flow,
    state,
    deps,
    // The runtime's own sentences follow the entry flow's language for this conversation, so an
    // English-only flow never re-asks in Arabic; the bot's own texts (deps) win.
    texts: { ...DEFAULT_RUNTIME_TEXTS, ...RUNTIME_TEXTS_BY_LANGUAGE[conversationLanguage(entry, state.language)], ...deps.texts },
    messages: [],
    trace: [],
    stepsLeft: deps.stepBudget ?? DEFAULT_STEP_BUDGET,
  };
}

/** Appends a session-level trace entry (no node executed). */
export function traceSession(turn: Turn, entry: Pick<TraceStep, 'outcome'> & Partial<Pick<TraceStep, 'nodeId' | 'note' | 'output' | 'input'>>): TraceStep {
  const step: TraceStep = {
    nodeId: null,
    flowId: turn.flow.id,
    kind: 'SESSION',
    output: [],
    branch: null,
    variablesChanged: {},
    at: new Date(turn.deps.now()).toISOString(),
    ...entry,
  };
  turn.trace.push(step);
  return step;
}

/** Stops waiting; the session stays open at a dead end. */
export function clearWaiting(state: SessionState): void {
  state.waitingFor = null;
  delete state.formProgress;
}

/** Ends the conversation, telling the user why when `message` is given. */
export function endSession(turn: Turn, outcome: TraceStep['outcome'], note: string, message?: string): void {
  const output = message ? [botText(message)] : [];
  turn.messages.push(...output);
  clearWaiting(turn.state);
  turn.state.ended = true;
  traceSession(turn, { nodeId: turn.state.currentNodeId, outcome, note, output });
}
