import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';

interface KeyValueRowsProps<F extends FieldValues> {
  legend: string;
  /** A list of `{ key, value }` in the form. */
  name: ArrayPath<F>;
  control: Control<F>;
  register: UseFormRegister<F>;
}

/** Editable key/value rows (headers, parameters); each input is labelled with its row number. */
export function KeyValueRows<F extends FieldValues>({ legend, name, control, register }: KeyValueRowsProps<F>) {
  const { t } = useTranslation();
  const rows = useFieldArray<F, ArrayPath<F>>({ control, name });
  const path = (index: number, part: 'key' | 'value') => `${name}.${index}.${part}` as Path<F>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {rows.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <Input aria-label={t('chatbot.key_value.key', { n: index + 1 })} placeholder={t('chatbot.key_value.key_placeholder')} {...register(path(index, 'key'))} />
          <Input aria-label={t('chatbot.key_value.value', { n: index + 1 })} placeholder={t('chatbot.key_value.value_placeholder')} {...register(path(index, 'value'))} />
          <Button variant="ghost" size="icon" aria-label={t('chatbot.key_value.remove', { n: index + 1 })} onClick={() => rows.remove(index)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ key: '', value: '' } as FieldArray<F, ArrayPath<F>>)}>
        <Plus aria-hidden />
        {t('chatbot.key_value.add')}
      </Button>
    </fieldset>
  );
}
