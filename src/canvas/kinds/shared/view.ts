// The kit every kind's React parts share (settings controls, node text, catalogue context, view types);
// kinds and the editor import it through this file only.
export { type CatalogueFlow, type CatalogueApp, type CatalogueTemplate, type EditorCatalogue, EMPTY_CATALOGUE, EditorCatalogueContext, useEditorCatalogue, catalogueName, templatesByName } from './editor-catalogue';
export type { NodeBodyProps, SettingsProps, KindView } from './kind-ui-types';
export { problemText } from './problem-text';
export { type SettingsKit, useSettingsKit, TextSetting, SelectSetting, CheckboxSetting, plainOptions, ListSetting, nextItemId, clip, controlClass } from './settings-kit';
export { targetOptions } from './target-options';
export { VariableText, NodeChip } from './variable-text';
