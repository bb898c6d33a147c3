import type { z } from 'zod';
import type { NodeStep } from '../runtime/step-types';
import type { Size } from './common-schemas';
import type { TextVisitor } from './languages';

/** One output handle (branch) of a node. `id` is the edge's `sourceHandle`. */
export interface HandleSpec {
  id: string;
  labelKey: string;
  /** Label the author typed (a reply suggestion's text), shown instead of the key when present. */
  label?: string;
  /** A required branch left unconnected is a validation error. */
  required: boolean;
}

/** A content problem found by a kind's rules; the validator adds the node id and message key. */
export interface KindProblem {
  field: string;
  code: string;
  severity: 'error' | 'warning';
  params?: Record<string, string | number>;
}

/** One language of a template an automation's number may send, with the variable keys a send fills. */
export interface KnownTemplateLanguage {
  language: string;
  variables: readonly string[];
}

/** What kind rules may know about the rest of the world. */
export interface KindRuleContext {
  /** Ids of flows of the same bot; when absent, FLOW targets are not checked. */
  knownFlowIds?: ReadonlySet<string>;
  /**
   * Templates an automation's number may send (approved), by name, each language in the order a
   * send that names no language picks them (the first is sent); when absent, not checked.
   */
  knownTemplates?: ReadonlyMap<string, readonly KnownTemplateLanguage[]>;
  /** Chatbots of the account an automation may hand a contact to; when absent, not checked. */
  knownBotIds?: ReadonlySet<string>;
}

/**
 * The headless parts of one node kind. The engine never switches on the kind: it asks the
 * registry for this object.
 */
export interface NodeKindDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  kind: K;
  labelKey: string;
  /** lucide icon name. */
  icon: string;
  dataSchema: S;
  createData(): z.output<S>;
  /** Output handles in display order; layout orders ports by it. */
  outputs(data: z.output<S>): HandleSpec[];
  /** Whether edges may end on this node (false for sticky notes). */
  acceptsInput: boolean;
  /** Whether the runtime waits for the user here; a cycle without such a node never ends. */
  waitsForInput: boolean;
  /** Authoring-only kinds (sticky notes): skipped by reachability and variable checks. */
  ignoredByRuntime?: boolean;
  /** Variables this node assigns (form targets, results, response mappings). */
  writesVariables(data: z.output<S>): string[];
  rules(data: z.output<S>, context: KindRuleContext): KindProblem[];
  /** What the runtime does on reaching the node (`kinds/<kind>/step.ts`). */
  step: NodeStep<z.output<S>>;
  defaultSize: Size;
  /**
   * The kind's user-visible texts, declared once: a copy of `data` with each text replaced by what
   * `visit` returns. Listing the texts (inspector, validation) and answering in a language (runtime)
   * both go through it. Kinds that say nothing to the user leave it out.
   */
  translateTexts?(data: z.output<S>, visit: TextVisitor): z.output<S>;
}

/**
 * Declares a kind with its types inferred from the data schema.
 * @example export const flowKind = defineKind({ kind: 'FLOW', dataSchema, ... });
 */
export function defineKind<const K extends string, S extends z.ZodType>(
  definition: NodeKindDefinition<K, S>,
): NodeKindDefinition<K, S> {
  return definition;
}
