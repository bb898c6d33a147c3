import type { Problem } from '@/canvas/kernel';
import type { ReactNode } from 'react';
import type { EditorCatalogue } from './editor-catalogue';

/** Props of a kind's node body: the node's data, read-only. */
export interface NodeBodyProps<D> {
  data: D;
}

/**
 * Props of a kind's settings panel. Controlled like Typebot's `{ options, onOptionsChange }`: the
 * panel never keeps its own copy of the data; every edit goes out through `onChange` as a dotted path.
 */
export interface SettingsProps<D> {
  data: D;
  onChange(field: string, value: unknown): void;
  /** Replaces the whole data as one undo step (a change of many fields at once, like picking a saved API). */
  onReplace?(data: D): void;
  /** Problems of this node from `validateFlow`, to show beside the field each one names. */
  problems: readonly Problem[];
  readOnly?: boolean;
}

/** What the editor needs from a kind's React files. */
export interface KindView<D> {
  /** One line saying what the node does, for titles, aria labels and announcements ('' when not set up); names from the catalogue where the node refers to it. */
  summary(data: D, catalogue?: EditorCatalogue): string;
  Body(props: NodeBodyProps<D>): ReactNode;
  Settings(props: SettingsProps<D>): ReactNode;
}
