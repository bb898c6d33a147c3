// The React parts of the arithmetic kind, for the editor's view registry; the engine never imports this file.
export { ArithmeticNodeBody, arithmeticSummary } from './node';
export { ArithmeticSettings } from './settings';
