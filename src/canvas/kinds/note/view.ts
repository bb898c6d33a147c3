// The React parts of the note kind, for the editor's view registry; the engine never imports this file.
export { NoteNodeBody, noteSummary } from './node';
export { NoteSettings } from './settings';
