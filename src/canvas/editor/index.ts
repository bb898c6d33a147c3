// Public API of the React flow editor, listed by name.
export { FlowEditor, type FlowEditorProps } from './flow-editor';
export { nodeName } from './state/node-names';
export type { CanvasOverlay, OverlayMark } from './canvas/canvas-types';
export type { SavedApi } from '@/canvas/kinds/api';
export type { CatalogueApp, CatalogueFlow, CatalogueTemplate, EditorCatalogue } from '@/canvas/kinds/shared/view';
