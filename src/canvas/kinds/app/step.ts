import { type AppTurn, type NodeStep, RUNTIME_ERROR_CODES, type StepContext, type StepOutcome } from '@/canvas/kernel';
import type { AppData } from './model';

/** The handle an APP failure takes when the flow has an edge from it. */
export const APP_FAILURE_HANDLE = 'failure';

function outcomeOf(context: StepContext<AppData>, turn: AppTurn, sessionId: string): StepOutcome {
  const { messages } = turn;
  if (turn.status === 'continue') return { type: 'wait', waitingFor: { kind: 'reply', ref: sessionId }, messages, note: `app ${context.data.appId} is answering` };
  if (turn.status === 'done') return { type: 'next', handle: 'next', messages, set: turn.variables, note: `app ${context.data.appId} returned` };
  return failed(context, turn.reason, messages);
}

function failed(context: StepContext<AppData>, reason: string, messages: AppTurn['messages'] = []): StepOutcome {
  return { type: 'error', code: RUNTIME_ERROR_CODES.appFailed, message: context.texts.appFailed, handle: APP_FAILURE_HANDLE, messages, note: `app ${context.data.appId}: ${reason}` };
}

/**
 * APP: hands the conversation to an app through `deps.apps`; the app answers every user message
 * until it returns (`next`, with the variables it gives back). A failing app takes a `failure` edge
 * if there is one, else ends the conversation with a message.
 */
export const appStep: NodeStep<AppData> = async (context) => {
  const { data, scope, deps, input, session } = context;
  try {
    const sessionId = session.waitingFor?.ref;
    if (input !== null && sessionId !== undefined) return outcomeOf(context, await deps.apps.handle(sessionId, input), sessionId);
    const params = Object.fromEntries(data.params.filter((param) => param.key.trim() !== '').map((param) => [param.key.trim(), scope.interpolate(param.value)]));
    const started = await deps.apps.start({ appId: data.appId, params, variables: { ...session.variables } });
    return outcomeOf(context, started, started.sessionId);
  } catch (error) {
    return failed(context, error instanceof Error ? error.message : String(error));
  }
};
