import type { KnownTemplateLanguage } from '../model/kind-definition';
import type { ProblemCode } from './codes';

/** One thing wrong with a flow. Errors block publishing; warnings do not. */
export interface Problem {
  /** The node concerned; null for flow-level problems (no start node, bad variable). */
  nodeId: string | null;
  /** Path inside the node's `data` (same as `updateNodeData`'s field), or a structural place such as `outputs.true`, `startNodeId`, `edges.e1`. */
  field: string;
  severity: 'error' | 'warning';
  code: ProblemCode;
  messageKey: string;
  params?: Record<string, string | number>;
  edgeId?: string;
}

export interface ValidationContext {
  /** Ids of the bot's other flows, to check FLOW jumps. */
  knownFlowIds?: ReadonlySet<string>;
  /** Templates an automation's number may send (approved), by name, each language in the order a send that names none picks them; when absent, not checked. */
  knownTemplates?: ReadonlyMap<string, readonly KnownTemplateLanguage[]>;
  /** The account's chatbots, to check START_FLOW nodes. */
  knownBotIds?: ReadonlySet<string>;
  /** Variables the runtime provides without declaration, e.g. `user.phone`. */
  builtInVariables?: readonly string[];
}
