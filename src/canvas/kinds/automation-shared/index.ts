// What every automation kind shares: the branches of triggers and actions, and the step shapes that
// read the inbound event or call the server's actions through `deps.automation`.
import type { ActionResult, AutomationActions, AutomationEvent, HandleSpec, NodeStep, StepContext, StepOutcome } from '@/canvas/kernel';

/** A trigger holds (`match`) or not (`else`): chained on `match` triggers all must hold, on `else` any one. */
export const TRIGGER_OUTPUTS: readonly HandleSpec[] = [
  { id: 'match', labelKey: 'automationCanvas.handles.match', required: true },
  { id: 'else', labelKey: 'automationCanvas.handles.else', required: false },
];

/** An action continues on `next` whether it worked or not; its failure is in the run's path. */
export const ACTION_OUTPUTS: readonly HandleSpec[] = [{ id: 'next', labelKey: 'canvas.handles.next', required: false }];

const NOT_AN_AUTOMATION = 'AUTOMATION_ONLY';

function outsideAutomation(): StepOutcome {
  return { type: 'error', code: NOT_AN_AUTOMATION, message: 'This step runs only in a WhatsApp automation.' };
}

/**
 * A trigger's step: `match` when the event passes `test`, else `else`.
 * @example triggerStep((event) => ({ holds: event.type === 'opt-in', note: 'opt-in' }))
 */
export function triggerStep<D>(test: (event: AutomationEvent, data: D, context: StepContext<D>) => { holds: boolean; note: string }): NodeStep<D> {
  return (context) => {
    const actions = context.deps.automation;
    if (!actions) return outsideAutomation();
    const { holds, note } = test(actions.event, context.data, context);
    return { type: 'next', handle: holds ? 'match' : 'else', note };
  };
}

/**
 * An action's step: runs `act` and goes on along `next`; a failed action is an error outcome that
 * still follows `next`, so the run log shows it failed and the rest of the path runs.
 */
export function actionStep<D>(act: (actions: AutomationActions, data: D, context: StepContext<D>) => Promise<ActionResult>): NodeStep<D> {
  return async (context) => {
    const actions = context.deps.automation;
    if (!actions) return outsideAutomation();
    const result = await act(actions, context.data, context);
    return result.ok ? { type: 'next', handle: 'next', note: result.detail } : { type: 'error', code: 'ACTION_FAILED', message: result.detail, handle: 'next' };
  };
}
