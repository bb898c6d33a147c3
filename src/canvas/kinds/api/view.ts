// The React parts of the api kind, for the editor's view registry; the engine never imports this file.
export { ApiNodeBody, apiSummary } from './node';
export { ApiSettings } from './settings';
