import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps, VariableText } from '../shared/view';
import type { FormData } from './model';

/** Fields drawn on the node; the rest are counted. */
const MAX_FIELDS = 3;

/** The labels of the form's fields. */
export function formSummary(data: FormData): string {
  return clip(data.fields.map((field) => field.label).filter(Boolean).join(', '));
}

/** Each question asked, with the variable its answer is stored in. */
export function FormNodeBody({ data }: NodeBodyProps<FormData>) {
  const { t } = useTranslation();
  if (data.fields.length === 0) return <p>{t('canvas.node.empty')}</p>;
  return (
    <ul className="grid gap-0.5">
      {data.fields.slice(0, MAX_FIELDS).map((field) => (
        <li key={field.id} className="flex min-w-0 items-baseline gap-1.5">
          <span className="min-w-0 flex-1 truncate text-surface-foreground">
            <VariableText text={field.label || t('canvas.node.untitledField')} />
            {field.required ? null : <span className="text-xs text-muted-foreground"> {t('canvas.node.optional')}</span>}
          </span>
          {field.variable ? <VariableText className="shrink-0 text-xs" text={`{{${field.variable}}}`} /> : null}
        </li>
      ))}
      {data.fields.length > MAX_FIELDS ? <li className="text-xs">{t('canvas.node.more', { count: data.fields.length - MAX_FIELDS })}</li> : null}
    </ul>
  );
}
