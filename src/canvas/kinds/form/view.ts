// The React parts of the form kind, for the editor's view registry; the engine never imports this file.
export { FormNodeBody, formSummary } from './node';
export { FormSettings } from './settings';
