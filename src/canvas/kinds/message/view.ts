// The React parts of the message kind, for the editor's view registry; the engine never imports this file.
export { MessageNodeBody, messageSummary } from './node';
export { MessageSettings } from './settings';
