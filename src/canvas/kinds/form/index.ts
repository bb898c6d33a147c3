import { defineKind } from '@/canvas/kernel';
import { FORM_OUTPUTS, createFormData, formDataSchema } from './model';
import { formRules } from './rules';
import { formStep } from './step';
import { formTexts } from './texts';

/** FORM: asks the user for text and uploads, storing each answer in a variable. */
export const formKind = defineKind({
  kind: 'FORM',
  labelKey: 'canvas.kinds.form',
  icon: 'clipboard-list',
  dataSchema: formDataSchema,
  createData: createFormData,
  outputs: () => [...FORM_OUTPUTS],
  acceptsInput: true,
  waitsForInput: true,
  writesVariables: (data) => data.fields.map((field) => field.variable).filter(Boolean),
  rules: formRules,
  step: formStep,
  translateTexts: formTexts,
  defaultSize: { width: 240, height: 120 },
});
