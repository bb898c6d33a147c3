/**
 * Every problem code the flow validator can report, with its i18n message key and an English
 * fallback. Kinds import their codes from here so that the catalogue stays in one file.
 */
export const PROBLEM_CODES = {
  startMissing: 'START_MISSING',
  unreachableNode: 'UNREACHABLE_NODE',
  edgeMissingNode: 'EDGE_MISSING_NODE',
  edgeMissingHandle: 'EDGE_MISSING_HANDLE',
  edgeInvalidTarget: 'EDGE_INVALID_TARGET',
  edgeDuplicate: 'EDGE_DUPLICATE',
  branchUnconnected: 'BRANCH_UNCONNECTED',
  cycleWithoutInput: 'CYCLE_WITHOUT_INPUT',
  variableUndefined: 'VARIABLE_UNDEFINED',
  variableNameInvalid: 'VARIABLE_NAME_INVALID',
  variableDuplicate: 'VARIABLE_DUPLICATE',
  required: 'REQUIRED',
  duplicateId: 'DUPLICATE_ID',
  tooLong: 'TOO_LONG',
  urlInvalid: 'URL_INVALID',
  suggestionsPerCard: 'SUGGESTIONS_PER_CARD',
  suggestionsPerMessage: 'SUGGESTIONS_PER_MESSAGE',
  carouselCardCount: 'CAROUSEL_CARD_COUNT',
  smallCardTallMedia: 'SMALL_CARD_TALL_MEDIA',
  cardEmpty: 'CARD_EMPTY',
  conditionOperatorInvalid: 'CONDITION_OPERATOR_INVALID',
  conditionValueInvalid: 'CONDITION_VALUE_INVALID',
  betweenNeedsTwoOrdered: 'BETWEEN_NEEDS_TWO_ORDERED',
  arithmeticNotNumeric: 'ARITHMETIC_NOT_NUMERIC',
  divisionByZero: 'DIVISION_BY_ZERO',
  flowTargetMissing: 'FLOW_TARGET_MISSING',
  amountInvalid: 'AMOUNT_INVALID',
  currencyInvalid: 'CURRENCY_INVALID',
  translationMissing: 'TRANSLATION_MISSING',
  patternInvalid: 'PATTERN_INVALID',
  timeInvalid: 'TIME_INVALID',
  timeZoneInvalid: 'TIME_ZONE_INVALID',
  rangeInvalid: 'RANGE_INVALID',
  templateUnavailable: 'TEMPLATE_UNAVAILABLE',
  botMissing: 'BOT_MISSING',
  templateVariableMissing: 'TEMPLATE_VARIABLE_MISSING',
} as const;

export type ProblemCode = (typeof PROBLEM_CODES)[keyof typeof PROBLEM_CODES];

/** English fallbacks; `{name}` placeholders are filled from the problem's params. */
export const PROBLEM_DEFAULT_MESSAGES: Readonly<Record<ProblemCode, string>> = {
  START_MISSING: 'The flow needs one start node.',
  UNREACHABLE_NODE: 'This node cannot be reached from the start node.',
  EDGE_MISSING_NODE: 'This connection points to a node that does not exist.',
  EDGE_MISSING_HANDLE: 'This connection leaves from an output the node does not have.',
  EDGE_INVALID_TARGET: 'This node cannot receive connections.',
  EDGE_DUPLICATE: 'The same connection exists twice.',
  BRANCH_UNCONNECTED: 'The output "{handle}" must be connected.',
  CYCLE_WITHOUT_INPUT: 'This loop never waits for the user and would run forever.',
  VARIABLE_UNDEFINED: 'The variable "{name}" is not defined.',
  VARIABLE_NAME_INVALID: 'Variable names use letters, digits, underscores and dots, and start with a letter.',
  VARIABLE_DUPLICATE: 'The variable "{name}" is defined twice.',
  REQUIRED: 'This field is required.',
  DUPLICATE_ID: 'Two items share the id "{id}".',
  TOO_LONG: 'At most {max} characters.',
  URL_INVALID: 'This is not a valid URL.',
  SUGGESTIONS_PER_CARD: 'At most {max} suggestions on a card.',
  SUGGESTIONS_PER_MESSAGE: 'At most {max} suggestions on a message.',
  CAROUSEL_CARD_COUNT: 'A carousel holds {min} to {max} cards.',
  SMALL_CARD_TALL_MEDIA: 'Small cards cannot hold tall media.',
  CARD_EMPTY: 'A card needs a title, a description or media.',
  CONDITION_OPERATOR_INVALID: 'The operator "{operator}" does not apply to {group}.',
  CONDITION_VALUE_INVALID: 'This value does not fit the group {group}.',
  BETWEEN_NEEDS_TWO_ORDERED: '"between" needs two values, the first lower than the second.',
  ARITHMETIC_NOT_NUMERIC: 'This operand is not a number.',
  DIVISION_BY_ZERO: 'Division by zero.',
  FLOW_TARGET_MISSING: 'The target flow does not exist.',
  AMOUNT_INVALID: 'The amount must be a number greater than zero.',
  CURRENCY_INVALID: 'The currency is a three-letter ISO code such as INR.',
  TRANSLATION_MISSING: 'No {language} translation of "{text}".',
  PATTERN_INVALID: 'This is not a valid regular expression.',
  TIME_INVALID: 'A time of day as HH:MM, 00:00 to 23:59.',
  TIME_ZONE_INVALID: 'A time zone such as Asia/Dubai.',
  RANGE_INVALID: 'A whole number from {min} to {max}.',
  TEMPLATE_UNAVAILABLE: 'Not an approved template of this number.',
  BOT_MISSING: 'The chatbot does not exist.',
  TEMPLATE_VARIABLE_MISSING: 'The template needs a value for {key}.',
};

/**
 * The i18n key of a problem code.
 * @example problemMessageKey('REQUIRED') // 'canvas.problems.REQUIRED'
 */
export function problemMessageKey(code: ProblemCode): string {
  // The flow-languages and automation features keep their texts in their own i18n sections.
  if (code === PROBLEM_CODES.translationMissing) return `flowLanguages.problems.${code}`;
  if (code === PROBLEM_CODES.templateVariableMissing) return `automationCanvas.problems.${code}`;
  return `canvas.problems.${code}`;
}
