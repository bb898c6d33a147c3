import type { TextVisitor } from '@/canvas/kernel';
import type { FormData } from './model';

/**
 * A FORM's texts: each field's label, which is the question the user is asked.
 * @example formTexts(data, (key, text) => text.toUpperCase()).fields[0].label // 'YOUR NAME?'
 */
export function formTexts(data: FormData, visit: TextVisitor): FormData {
  return {
    ...data,
    fields: data.fields.map((field, index) => ({
      ...field,
      label: visit(`fields.${field.id}.label`, field.label, { labelKey: 'flowLanguages.texts.formQuestion', labelParams: { n: index + 1 }, multiline: true }),
    })),
  };
}
