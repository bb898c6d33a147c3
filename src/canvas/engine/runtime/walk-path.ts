import { conversationLanguage, localizedData } from '../languages/flow-languages';
import type { FlowNode } from '../model/flow-schema';
import { kindOf } from '@/canvas/registry';
import { botText, createVariableScope, RUNTIME_ERROR_CODES, type StepContext, type StepOutcome, type UserInput } from '@/canvas/kernel';
import type { TraceOutcome } from './trace-types';
import { clearWaiting, declaredDefaults, edgeTarget, endSession, findNode, type Turn } from './turn';

/** How a path stopped: waiting for the user, at a node output with no edge, or with the session ended. */
export type PathEnd = 'waiting' | 'dead-end' | 'ended';

/** Where the walk goes after one step: on to a node (null: nowhere, a dead end) or stop. */
type Continuation = { to: string | null } | { stop: PathEnd };

function markVisited(turn: Turn, nodeId: string): void {
  turn.state.currentNodeId = nodeId;
  if (!turn.state.visited.includes(nodeId)) turn.state.visited.push(nodeId);
}

/** The handle the walk follows after a step, when the step continues along an edge. */
function followedHandle(turn: Turn, node: FlowNode, outcome: StepOutcome): string | null {
  if (outcome.type === 'next') return outcome.handle;
  if (outcome.type === 'error' && outcome.handle !== undefined && edgeTarget(turn.flow, node.id, outcome.handle) !== null) return outcome.handle;
  return null;
}

function traceOutcome(turn: Turn, node: FlowNode, outcome: StepOutcome): TraceOutcome {
  if (outcome.type === 'next') return edgeTarget(turn.flow, node.id, outcome.handle) === null ? 'dead-end' : 'next';
  if (outcome.type === 'stop') return 'dead-end';
  return outcome.type;
}

async function executeStep(turn: Turn, node: FlowNode, input: UserInput | null): Promise<StepOutcome> {
  const at = new Date(turn.deps.now()).toISOString();
  const scope = createVariableScope(turn.state.variables, turn.deps.now);
  const context: StepContext<unknown> = {
    nodeId: node.id,
    data: localizedData(turn.flow, node, conversationLanguage(turn.flow, turn.state.language)),
    flow: turn.flow,
    session: turn.state,
    input,
    scope,
    deps: turn.deps,
    texts: turn.texts,
  };
  const outcome = await kindOf(node.kind).step(context);
  const branch = followedHandle(turn, node, outcome);
  // An error with no route ends the conversation: its message belongs to the node that failed.
  const output = [...(outcome.messages ?? []), ...(outcome.type === 'error' && branch === null ? [botText(outcome.message)] : [])];
  turn.messages.push(...output);
  const lastText = (outcome.messages ?? []).filter((message) => message.type === 'text_message').pop();
  if (lastText) turn.state.lastTextMessage = lastText;
  Object.assign(turn.state.variables, outcome.set);
  const note = outcome.type === 'error' ? `${outcome.code}: ${outcome.note ?? outcome.message}` : outcome.note;
  turn.trace.push({
    nodeId: node.id,
    flowId: turn.flow.id,
    kind: node.kind,
    ...(input ? { input } : {}),
    output,
    outcome: traceOutcome(turn, node, outcome),
    branch,
    variablesChanged: outcome.set ?? {},
    ...(scope.missing.length > 0 ? { missingVariables: [...scope.missing] } : {}),
    ...(note ? { note } : {}),
    at,
  });
  return outcome;
}

/** FLOW jump: the target flow's start, with its declared defaults added for variables not set yet. */
async function jump(turn: Turn, flowId: string): Promise<Continuation> {
  const target = flowId === turn.entry.id ? turn.entry : await turn.deps.flows(flowId);
  if (!target) {
    endSession(turn, 'session-end', `${RUNTIME_ERROR_CODES.flowNotFound}: flow ${flowId}`, turn.texts.flowNotFound);
    return { stop: 'ended' };
  }
  turn.flow = target;
  turn.state.flowId = target.id;
  turn.state.visited = [];
  turn.state.variables = { ...declaredDefaults(target), ...turn.state.variables };
  return { to: target.startNodeId };
}

async function follow(turn: Turn, node: FlowNode, outcome: StepOutcome): Promise<Continuation> {
  // Cleared only now: a resumed step reads the wait and form progress it left in the session.
  clearWaiting(turn.state);
  switch (outcome.type) {
    case 'next':
      return { to: edgeTarget(turn.flow, node.id, outcome.handle) };
    case 'wait':
      turn.state.waitingFor = { nodeId: node.id, ...outcome.waitingFor };
      if (outcome.formProgress) turn.state.formProgress = outcome.formProgress;
      return { stop: 'waiting' };
    case 'jump':
      return jump(turn, outcome.flowId);
    case 'error': {
      const handle = followedHandle(turn, node, outcome);
      if (handle !== null) return { to: edgeTarget(turn.flow, node.id, handle) };
      endSession(turn, 'session-end', `${outcome.code} at node ${node.id}`);
      return { stop: 'ended' };
    }
    case 'stop':
      return { to: null };
  }
}

/**
 * Executes nodes from `nodeId`, delivering `input` to the first one (the node the session waited at),
 * until the path waits for the user, reaches an output with no edge, or ends the session.
 * Each node costs one step of the turn's budget.
 */
export async function walkPath(turn: Turn, nodeId: string | null, input: UserInput | null): Promise<PathEnd> {
  let current = nodeId;
  let pending = input;
  while (current !== null) {
    const node = findNode(turn.flow, current);
    if (!node) {
      endSession(turn, 'error', `${RUNTIME_ERROR_CODES.nodeNotFound}: node ${current} is not in flow ${turn.flow.id}`, turn.texts.nodeNotFound);
      return 'ended';
    }
    if (turn.stepsLeft <= 0) {
      endSession(turn, 'budget-exceeded', `${RUNTIME_ERROR_CODES.stepBudgetExceeded}: stopped before node ${node.id}`, turn.texts.stepBudgetExceeded);
      return 'ended';
    }
    turn.stepsLeft -= 1;
    markVisited(turn, node.id);
    const outcome = await executeStep(turn, node, pending);
    const next = await follow(turn, node, outcome);
    if ('stop' in next) return next.stop;
    current = next.to;
    pending = null;
  }
  return 'dead-end';
}
