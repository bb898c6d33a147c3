import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RCS_LIMITS, SUGGESTION_TYPES, type SuggestionType } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { CheckboxSetting, ListSetting, TextSetting, nextItemId, type SettingsKit } from '../shared/view';
import type { Suggestion } from './model';

/**
 * A suggestion of `type` keeping the id and label of the one it replaces, with the type's own
 * fields empty.
 * @example suggestionOfType('dial', 'reply-1', 'Call us') // { id: 'reply-1', label: 'Call us', type: 'dial', phoneNumber: '' }
 */
export function suggestionOfType(type: SuggestionType, id: string, label: string): Suggestion {
  switch (type) {
    case 'reply':
      return { id, label, type, postbackData: '', branch: false };
    case 'url_action':
      return { id, label, type, url: '' };
    case 'dialer_action':
    case 'dial':
      return { id, label, type, phoneNumber: '' };
    case 'text':
      return { id, label, type, text: '' };
    case 'view_location':
      return { id, label, type, latitude: null, longitude: null, query: '' };
    case 'query_location':
      return { id, label, type, query: '' };
    case 'calendar_event':
      return { id, label, type, title: '', description: '', startTime: '', endTime: '' };
    case 'share_location':
      return { id, label, type };
  }
}

/** A latitude or longitude: empty is `null` (not set), anything else a number. */
function CoordinateSetting({ kit, name, label }: { kit: SettingsKit; name: string; label: string }) {
  const { field } = useController({ control: kit.form.control, name });
  return (
    <FormField label={label}>
      <Input
        type="number"
        step="any"
        data-field={name}
        name={field.name}
        ref={field.ref}
        readOnly={kit.readOnly}
        value={typeof field.value === 'number' ? String(field.value) : ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          const value = event.target.value === '' || Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber;
          field.onChange(value);
          kit.onChange(name, value);
        }}
      />
    </FormField>
  );
}

/** The fields of one suggestion: its type, label, and what that type needs. */
function SuggestionFields({ kit, suggestion, path }: { kit: SettingsKit; suggestion: Suggestion; path: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`canvas.settings.message.${key}`);
  return (
    <>
      <FormField label={label('suggestionType')}>
        <select
          data-field={`${path}.type`}
          value={suggestion.type}
          disabled={kit.readOnly}
          onChange={(event) => kit.onChange(path, suggestionOfType(event.target.value as SuggestionType, suggestion.id, suggestion.label))}
          className="h-9 rounded-md border border-input bg-surface px-3 text-sm"
        >
          {SUGGESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`canvas.settings.message.suggestionTypes.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <TextSetting kit={kit} name={`${path}.label`} label={label('suggestionLabel')} maxLength={RCS_LIMITS.suggestionLabelMaxChars} />
      {suggestion.type === 'reply' ? (
        <>
          <TextSetting kit={kit} name={`${path}.postbackData`} label={label('postbackData')} maxLength={RCS_LIMITS.suggestionPostbackMaxChars} />
          <CheckboxSetting kit={kit} name={`${path}.branch`} label={label('branch')} />
        </>
      ) : null}
      {suggestion.type === 'url_action' ? <TextSetting kit={kit} name={`${path}.url`} label={label('url')} type="url" /> : null}
      {suggestion.type === 'dialer_action' || suggestion.type === 'dial' ? <TextSetting kit={kit} name={`${path}.phoneNumber`} label={label('phoneNumber')} type="tel" /> : null}
      {suggestion.type === 'text' ? <TextSetting kit={kit} name={`${path}.text`} label={label('suggestionText')} multiline /> : null}
      {suggestion.type === 'view_location' ? (
        <div className="grid grid-cols-2 gap-2">
          <CoordinateSetting kit={kit} name={`${path}.latitude`} label={label('latitude')} />
          <CoordinateSetting kit={kit} name={`${path}.longitude`} label={label('longitude')} />
        </div>
      ) : null}
      {suggestion.type === 'view_location' || suggestion.type === 'query_location' ? <TextSetting kit={kit} name={`${path}.query`} label={label('locationQuery')} /> : null}
      {suggestion.type === 'calendar_event' ? (
        <>
          <TextSetting kit={kit} name={`${path}.title`} label={label('eventTitle')} />
          <TextSetting kit={kit} name={`${path}.description`} label={label('eventDescription')} multiline />
          <div className="grid grid-cols-2 gap-2">
            <TextSetting kit={kit} name={`${path}.startTime`} label={label('startTime')} placeholder="2026-12-24T18:00:00Z" />
            <TextSetting kit={kit} name={`${path}.endTime`} label={label('endTime')} placeholder="2026-12-24T20:00:00Z" />
          </div>
        </>
      ) : null}
    </>
  );
}

/**
 * A list of suggestions (the message's chips, or one card's), counted against its RCS limit. New
 * ids are unique across the whole message, since branching reply ids are handle ids.
 */
export function SuggestionList({
  kit,
  name,
  label,
  items,
  max,
  takenIds,
}: {
  kit: SettingsKit;
  name: string;
  label: string;
  items: readonly Suggestion[];
  max: number;
  takenIds: readonly { id: string }[];
}) {
  return (
    <ListSetting kit={kit} name={name} label={label} items={items} max={max} createItem={() => suggestionOfType('reply', nextItemId('reply', takenIds), '')}>
      {(suggestion, index) => <SuggestionFields kit={kit} suggestion={suggestion} path={`${name}.${index}`} />}
    </ListSetting>
  );
}
