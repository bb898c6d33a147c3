// The React parts of the condition kind, for the editor's view registry; the engine never imports this file.
export { ConditionNodeBody, conditionSummary } from './node';
export { ConditionSettings } from './settings';
