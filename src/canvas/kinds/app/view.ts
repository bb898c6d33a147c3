// The React parts of the app kind, for the editor's view registry; the engine never imports this file.
export { AppNodeBody, appSummary } from './node';
export { AppSettings } from './settings';
