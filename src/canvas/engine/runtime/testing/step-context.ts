import { createEmptyFlow } from '../../model/flow-schema';
import type { RuntimeDeps } from '../runtime-deps';
import { createVariableScope, DEFAULT_RUNTIME_TEXTS, type SessionState, type StepContext, type UserInput, type Variables } from '@/canvas/kernel';
import { createSandboxDeps } from '../sandbox-deps';
import { newSession } from '../turn';

/**
 * A step context for unit tests of one kind's step, with sandbox deps.
 * @example await conditionStep(testStepContext(data, { variables: { age: 20 } })) // { type: 'next', handle: 'true', … }
 */
export function testStepContext<D>(
  data: D,
  init: { nodeId?: string; variables?: Variables; input?: UserInput | null; session?: Partial<SessionState>; deps?: Partial<Omit<RuntimeDeps, 'flows'>> } = {},
): StepContext<D> {
  const flow = createEmptyFlow({ id: 'flow-1', botId: 'bot-1', name: 'Test flow' });
  const deps = createSandboxDeps(init.deps);
  const variables = init.variables ?? {};
  return {
    nodeId: init.nodeId ?? 'n1',
    data,
    flow,
    session: { ...newSession(flow, variables), ...init.session },
    input: init.input ?? null,
    scope: createVariableScope(variables, deps.now),
    deps,
    texts: DEFAULT_RUNTIME_TEXTS,
  };
}
