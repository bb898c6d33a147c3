import { defineKind } from '@/canvas/kernel';
import { createNoteData, noteDataSchema } from './model';
import { noteRules } from './rules';
import { noteStep } from './step';

/** NOTE: a sticky note on the canvas. */
export const noteKind = defineKind({
  kind: 'NOTE',
  labelKey: 'canvas.kinds.note',
  icon: 'sticky-note',
  dataSchema: noteDataSchema,
  createData: createNoteData,
  outputs: () => [],
  acceptsInput: false,
  waitsForInput: false,
  ignoredByRuntime: true,
  writesVariables: () => [],
  rules: noteRules,
  step: noteStep,
  defaultSize: { width: 200, height: 120 },
});
