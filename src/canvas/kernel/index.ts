// Public API of the canvas kernel: what node kinds and the engine both need (types, enums, limits,
// rule helpers, the step contract). It imports neither the engine nor the kinds, so they cannot form a cycle.

export { ACTION_TYPES, type ActionType, FLOW_STATES, type FlowState, SUGGESTION_TYPES, type SuggestionType, MESSAGE_TYPES, CARD_WIDTHS, CARD_ORIENTATIONS, THUMBNAIL_ALIGNMENTS, MEDIA_HEIGHTS, CONDITION_JOINERS, CONDITION_GROUPS, type ConditionGroup, CONDITION_OPERATORS, type ConditionOperator, ARITHMETIC_OPERATORS, HTTP_METHODS, BODY_TYPES, ACCESS_TYPES, UPLOAD_TYPES, TEXT_INPUT_KINDS, TEXT_VALIDATORS, CAPITALISATIONS, HANDOVER_ACTIONS, TIMEOUT_ACTIONS, VARIABLE_TYPES } from './model/enums';
export { RCS_LIMITS, FORBIDDEN_MEDIA_HEIGHT_BY_WIDTH } from './model/channel-limits';
export { FLOW_LANGUAGES, type FlowLanguage, DEFAULT_FLOW_LANGUAGE, textDirection, isFlowLanguage, type TextInfo, type TextVisitor } from './model/languages';
export { idSchema, positionSchema, type Position, sizeSchema, type Size, keyValueSchema, type KeyValue, VARIABLE_NAME_PATTERN, variableRefSchema } from './model/common-schemas';
export { type HandleSpec, type KindProblem, type KindRuleContext, type KnownTemplateLanguage, type NodeKindDefinition, defineKind } from './model/kind-definition';
export { PROBLEM_CODES, type ProblemCode, PROBLEM_DEFAULT_MESSAGES, problemMessageKey } from './validation/codes';
export { URL_FORMAT, CONDITION_PATTERNS, isValidUrl, templateReferences, isTemplateReference } from './validation/formats';
export type { Problem, ValidationContext } from './validation/types';
export { error, checkRequired, checkMaxLength, checkUrl, checkUniqueIds } from './validation/kind-rule-helpers';
export { type BotSuggestion, type BotCardOptions, type BotCard, type BotMessage, botText } from './runtime/bot-message';
export type { JsonValue, Variables, UploadedFile, UserEvent, UserInput, WaitingFor, FormProgress, SessionState } from './runtime/session-types';
export { BUILT_IN_VARIABLES, readPath, formatValue, type VariableScope, createVariableScope } from './runtime/variable-scope';
export { parseNumber, parseWholeNumber, parseDecimal, tidyNumber, isEmail, isConditionUrl, isLettersAndSpaces, isIndiaPhone, isTelephone, isFullName, parseIsoDate, parseTimeOfDay, normaliseDate, normaliseTime, FILE_EXTENSIONS, type FileFamily, fileNameOf, fileExtension, fileFamily } from './runtime/value-checks';
export { DEFAULT_RUNTIME_TEXTS, type RuntimeTexts, RUNTIME_ERROR_CODES, fillText } from './runtime/runtime-texts';
export { RUNTIME_TEXTS_BY_LANGUAGE } from './runtime/runtime-texts-by-language';
export { type HttpRequest, type HttpResponse, type Fetcher, type PaymentStatus, type PaymentsAdapter, type AppTurn, type AppsAdapter, type StepDeps, DEFAULT_API_TIMEOUT_MS, DEFAULT_STEP_BUDGET } from './runtime/runtime-deps';
export type { StepContext, StepOutcome, NodeStep } from './runtime/step-types';
export type { ActionResult, AutomationActions, AutomationEvent } from './runtime/automation-deps';
