import { useTranslation } from 'react-i18next';
import { ACCESS_TYPES, BODY_TYPES, HTTP_METHODS } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { ListSetting, plainOptions, SelectSetting, type SettingsProps, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { apiDataSchema, type ApiData } from './model';
import { applySavedApi } from './saved-apis';

/** Copies a saved API's request into the node in one undo step; shown only when the page gave saved APIs. */
function SavedApiPicker({ data, onReplace }: { data: ApiData; onReplace: (data: ApiData) => void }) {
  const { t } = useTranslation();
  const saved = useEditorCatalogue().savedApis ?? [];
  if (saved.length === 0) return null;
  return (
    <FormField label={t('canvas.settings.api.saved')} hint={t('canvas.settings.api.savedHint')}>
      <select
        data-testid="api-saved"
        value=""
        onChange={(event) => {
          const api = saved.find((candidate) => candidate.id === event.target.value);
          if (api) onReplace(applySavedApi(data, api));
        }}
        className="h-9 w-full rounded-md border border-input bg-surface px-3 text-sm"
      >
        <option value="">{t('canvas.settings.api.savedNone')}</option>
        {saved.map((api) => (
          <option key={api.id} value={api.id}>
            {api.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** API settings: the request, its headers and body, and which response fields go into variables. */
export function ApiSettings(props: SettingsProps<ApiData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(apiDataSchema, props);
  const { headers, bodyType, bodyFields, responseMappings } = props.data;
  return (
    <div className="grid gap-4">
      {props.onReplace && !props.readOnly ? <SavedApiPicker data={props.data} onReplace={props.onReplace} /> : null}
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <SelectSetting kit={kit} name="method" label={t('canvas.settings.api.method')} options={plainOptions(HTTP_METHODS)} />
        <TextSetting kit={kit} name="url" label={t('canvas.settings.api.url')} placeholder="https://" />
      </div>
      <SelectSetting kit={kit} name="access" label={t('canvas.settings.api.access')} options={plainOptions(ACCESS_TYPES)} />
      <ListSetting kit={kit} name="headers" label={t('canvas.settings.api.headers')} items={headers} createItem={() => ({ key: '', value: '' })}>
        {(_header, index) => (
          <div className="grid grid-cols-2 gap-2">
            <TextSetting kit={kit} name={`headers.${index}.key`} label={t('canvas.settings.api.key')} />
            <TextSetting kit={kit} name={`headers.${index}.value`} label={t('canvas.settings.api.value')} />
          </div>
        )}
      </ListSetting>
      <SelectSetting kit={kit} name="bodyType" label={t('canvas.settings.api.bodyType')} options={plainOptions(BODY_TYPES)} />
      {bodyType === 'raw' ? (
        <TextSetting kit={kit} name="body" label={t('canvas.settings.api.body')} multiline />
      ) : (
        <ListSetting kit={kit} name="bodyFields" label={t('canvas.settings.api.bodyFields')} items={bodyFields} createItem={() => ({ key: '', value: '' })}>
          {(_field, index) => (
            <div className="grid grid-cols-2 gap-2">
              <TextSetting kit={kit} name={`bodyFields.${index}.key`} label={t('canvas.settings.api.key')} />
              <TextSetting kit={kit} name={`bodyFields.${index}.value`} label={t('canvas.settings.api.value')} />
            </div>
          )}
        </ListSetting>
      )}
      <ListSetting
        kit={kit}
        name="responseMappings"
        label={t('canvas.settings.api.responseMappings')}
        items={responseMappings}
        createItem={() => ({ path: '', variable: '' })}
      >
        {(_mapping, index) => (
          <div className="grid grid-cols-2 gap-2">
            <TextSetting kit={kit} name={`responseMappings.${index}.path`} label={t('canvas.settings.api.path')} />
            <TextSetting kit={kit} name={`responseMappings.${index}.variable`} label={t('canvas.settings.api.variable')} />
          </div>
        )}
      </ListSetting>
    </div>
  );
}
