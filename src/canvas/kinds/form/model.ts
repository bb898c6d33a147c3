import { z } from 'zod';
import { CAPITALISATIONS, type HandleSpec, idSchema, TEXT_INPUT_KINDS, TEXT_VALIDATORS, UPLOAD_TYPES, variableRefSchema } from '@/canvas/kernel';

const fieldBase = { id: idSchema, label: z.string(), required: z.boolean(), variable: variableRefSchema };

export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({
    ...fieldBase,
    type: z.literal('text'),
    inputKind: z.enum(TEXT_INPUT_KINDS),
    validator: z.enum(TEXT_VALIDATORS),
    capitalisation: z.enum(CAPITALISATIONS),
  }),
  z.object({ ...fieldBase, type: z.literal('upload'), uploadType: z.enum(UPLOAD_TYPES) }),
]);
export type FormField = z.infer<typeof formFieldSchema>;

export const formDataSchema = z.object({ fields: z.array(formFieldSchema) });
export type FormData = z.infer<typeof formDataSchema>;

export function createFormData(): FormData {
  return {
    fields: [
      {
        id: 'field-1',
        type: 'text',
        label: '',
        required: true,
        variable: '',
        inputKind: 'Custom Text',
        validator: 'No Validation',
        capitalisation: 'Disabled',
      },
    ],
  };
}

export const FORM_OUTPUTS: readonly HandleSpec[] = [{ id: 'next', labelKey: 'canvas.handles.next', required: false }];
