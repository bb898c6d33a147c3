// Public API of the headless flow engine, listed by name. The editor imports from here only.
export { ACTION_TYPES, CONDITION_GROUPS, CONDITION_OPERATORS, FLOW_STATES, HANDOVER_ACTIONS, SUGGESTION_TYPES, TIMEOUT_ACTIONS } from '@/canvas/kernel';
export { RCS_LIMITS, FORBIDDEN_MEDIA_HEIGHT_BY_WIDTH } from '@/canvas/kernel';
export type { Position, Size, KeyValue } from '@/canvas/kernel';
export type { HandleSpec, KindProblem, KindRuleContext, KnownTemplateLanguage, NodeKindDefinition } from '@/canvas/kernel';
export { DOCUMENT_KINDS, DOCUMENT_TYPES, KIND_REGISTRY, NODE_KINDS, documentAllows, kindOf, isNodeKind, type DocumentType, type NodeKind, type NodeDataOf } from '@/canvas/registry';
export {
  CURRENT_SCHEMA_VERSION,
  DEFAULT_BOT_SETTINGS,
  DEFAULT_LAYOUT_DIRECTION,
  LAYOUT_DIRECTIONS,
  createEmptyFlow,
  documentTypeOf,
  flowDocumentSchema,
  layoutDirectionOf,
  type BotSettings,
  type FlowDocument,
  type EdgeRoute,
  type FlowEdge,
  type FlowNode,
  type FlowNodeOf,
  type FlowVariable,
  type FlowView,
  type LayoutDirection,
  type FlowLanguages,
  type NodeTranslations,
} from './model/flow-schema';
export { FLOW_LANGUAGES, DEFAULT_FLOW_LANGUAGE, isFlowLanguage, textDirection, type FlowLanguage, type TextInfo } from '@/canvas/kernel';
export { conversationLanguage, flowLanguagesOf, localizedData, nodeTexts, translationOf, type NodeText } from './languages/flow-languages';
export { createNode, nodeOutputs, nodeSize } from './model/nodes';
export { exportFlow, importFlow, readFlowDocument, type ImportError, type ImportResult, type ReadFlowDocument } from './io/import-export';
export { MIGRATIONS } from './io/migrations';
export { createFlowStore, type FlowStoreOptions } from './store/create-flow-store';
export { createSeededIds, type IdFactory } from './store/ids';
export type { Clipboard, CommandLogEntry, FlowState, FlowStore, HistoryMode, Selection, UpdateOptions, Viewport } from './store/types';
export { COMMANDS, commandById, type CommandArgs, type CommandId } from './commands/registry';
export type { Command, KeyBinding } from './commands/types';
export { canRun, dispatch, replay, type DispatchOptions } from './commands/dispatch';
export {
  COMMAND_LOG_FORMAT,
  commandLogOf,
  createLogReplay,
  parseCommandLog,
  type CommandLog,
  type CommandLogResult,
  type LogReplay,
  type ReplayProgress,
  type ReplayStop,
  type ReplayStopReason,
} from './commands/command-log';
export { createKeyMap, eventKey, keyBindingsOf, shortcutKey, type Bindable, type KeyEventLike, type KeyMatch } from './commands/keyboard';
export { beginDrag, cancelDrag, endDrag, moveDrag } from './commands/drag-gesture';
export { PROBLEM_CODES, PROBLEM_DEFAULT_MESSAGES, problemMessageKey, type ProblemCode } from '@/canvas/kernel';
export { URL_FORMAT, CONDITION_PATTERNS, isValidUrl } from '@/canvas/kernel';
export type { Problem, ValidationContext } from '@/canvas/kernel';
export { canPublish, validateFlow, validateNode, validationPasses } from './validation/validate-flow';
export { onlyMoved } from './validation/only-moved';
export { searchNodes } from './search/search-nodes';
export { layoutFlow, type LaidOutFlow, type LayoutOutput, type LayoutPositions, type LayoutRoutes } from './layout/layout-flow';
export { layoutPlanOf, type LayoutInput, type LayoutOptions, type LayoutPlan } from './layout/layout-input';
export { liveRoute } from './layout/edge-route';
export { handleLayoutRequest, type LayoutRequest, type LayoutResponse, type LayoutResult } from './layout/layout-protocol';
export { createLayoutRunner, type LayoutRunner, type WorkerLike } from './layout/layout-runner';
export { applyLayout, type ApplyLayoutOptions, type ApplyLayoutOutcome } from './layout/apply-layout';
export { generateFlow, seededRandom } from './testing/generate-flow';
export { runFlow, type RunOptions } from './runtime/run-flow';
export { BUILT_IN_VARIABLES, createVariableScope, formatValue, readPath, type VariableScope } from '@/canvas/kernel';
export { botText, type BotCard, type BotCardOptions, type BotMessage, type BotSuggestion } from '@/canvas/kernel';
export type {
  FormProgress,
  JsonValue,
  SessionState,
  UploadedFile,
  UserEvent,
  UserInput,
  Variables,
  WaitingFor,
} from '@/canvas/kernel';
export type { RunResult, TraceOutcome, TraceStep } from './runtime/trace-types';
export type { RuntimeDeps } from './runtime/runtime-deps';
export {
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_STEP_BUDGET,
  type AppTurn,
  type AppsAdapter,
  type Fetcher,
  type HttpRequest,
  type HttpResponse,
  type PaymentStatus,
  type PaymentsAdapter,
} from '@/canvas/kernel';
export type { NodeStep, StepContext, StepOutcome } from '@/canvas/kernel';
export { DEFAULT_RUNTIME_TEXTS, RUNTIME_ERROR_CODES, type RuntimeTexts } from '@/canvas/kernel';
export { createSandboxApps, createSandboxPayments, type SandboxPayment, type SandboxPaymentsAdapter } from './runtime/sandbox-adapters';
export { SANDBOX_NOW, createSandboxDeps } from './runtime/sandbox-deps';
export { converse, transcript } from './runtime/converse';
export { BILLING_FLOW, SIGNUP_FLOW, SUPPORT_FLOW, signupFetcher } from './runtime/samples';
