// Public API of the React flow editor, listed by name.
export { FlowEditor, type FlowEditorProps } from './flow-editor';
export type { CanvasOverlay, OverlayMark } from './canvas/canvas-types';
export type { SavedApi } from '@/canvas/kinds/api/saved-apis';
export type { CatalogueApp, CatalogueFlow, EditorCatalogue } from '@/canvas/kinds/shared/editor-catalogue';
