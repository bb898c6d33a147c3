import { useTranslation } from 'react-i18next';
import { CAPITALISATIONS, TEXT_INPUT_KINDS, TEXT_VALIDATORS, UPLOAD_TYPES } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { CheckboxSetting, ListSetting, nextItemId, plainOptions, SelectSetting, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { formDataSchema, type FormData, type FormField as FormFieldData } from './model';

function fieldOfType(type: string, base: Pick<FormFieldData, 'id' | 'label' | 'required' | 'variable'>): FormFieldData {
  if (type === 'upload') return { ...base, type: 'upload', uploadType: 'image' };
  return { ...base, type: 'text', inputKind: 'Custom Text', validator: 'No Validation', capitalisation: 'Disabled' };
}

/** FORM settings: the fields asked, each stored in a variable. */
export function FormSettings(props: SettingsProps<FormData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(formDataSchema, props);
  const { fields } = props.data;
  return (
    <ListSetting
      kit={kit}
      name="fields"
      label={t('canvas.settings.form.fields')}
      items={fields}
      createItem={() => fieldOfType('text', { id: nextItemId('field', fields), label: '', required: true, variable: '' })}
    >
      {(field, index) => (
        <>
          <TextSetting kit={kit} name={`fields.${index}.label`} label={t('canvas.settings.form.label')} />
          <TextSetting kit={kit} name={`fields.${index}.variable`} label={t('canvas.settings.form.variable')} />
          <FormField label={t('canvas.settings.form.type')}>
            <select
              data-field={`fields.${index}.type`}
              value={field.type}
              disabled={kit.readOnly}
              onChange={(event) => kit.onChange(`fields.${index}`, fieldOfType(event.target.value, field))}
              className="h-9 rounded-md border border-input bg-surface px-3 text-sm"
            >
              <option value="text">{t('canvas.settings.form.text')}</option>
              <option value="upload">{t('canvas.settings.form.upload')}</option>
            </select>
          </FormField>
          {field.type === 'text' ? (
            <>
              <SelectSetting kit={kit} name={`fields.${index}.inputKind`} label={t('canvas.settings.form.inputKind')} options={plainOptions(TEXT_INPUT_KINDS)} />
              <SelectSetting kit={kit} name={`fields.${index}.validator`} label={t('canvas.settings.form.validator')} options={plainOptions(TEXT_VALIDATORS)} />
              <SelectSetting kit={kit} name={`fields.${index}.capitalisation`} label={t('canvas.settings.form.capitalisation')} options={plainOptions(CAPITALISATIONS)} />
            </>
          ) : (
            <SelectSetting kit={kit} name={`fields.${index}.uploadType`} label={t('canvas.settings.form.uploadType')} options={plainOptions(UPLOAD_TYPES)} />
          )}
          <CheckboxSetting kit={kit} name={`fields.${index}.required`} label={t('canvas.settings.form.required')} />
        </>
      )}
    </ListSetting>
  );
}
