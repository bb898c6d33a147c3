// Test helpers of the editor (a rendered editor, React Flow's browser stubs, an in-process layout worker).
export { editorTestI18n, inProcessLayoutWorker, renderEditor, stubBrowserForReactFlow, type RenderedEditor } from './render-editor';
