// The React parts of the flow kind, for the editor's view registry; the engine never imports this file.
export { FlowJumpNodeBody, flowJumpSummary } from './node';
export { FlowJumpSettings } from './settings';
