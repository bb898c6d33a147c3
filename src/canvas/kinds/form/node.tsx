import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import type { FormData } from './model';

/** The labels of the form's fields. */
export function formSummary(data: FormData): string {
  return clip(data.fields.map((field) => field.label).filter(Boolean).join(', '));
}

export function FormNodeBody({ data }: NodeBodyProps<FormData>) {
  const { t } = useTranslation();
  return <p className="truncate">{formSummary(data) || t('canvas.node.empty')}</p>;
}
