import { useTranslation } from 'react-i18next';
import { CARD_ORIENTATIONS, CARD_WIDTHS, MEDIA_HEIGHTS, MESSAGE_TYPES } from '@/canvas/engine/model/enums';
import { FormField } from '@/ui/form-field';
import type { SettingsProps } from '../shared/kind-ui-types';
import { CheckboxSetting, ListSetting, SelectSetting, TextSetting, nextItemId, plainOptions, useSettingsKit, type SettingsKit } from '../shared/settings-kit';
import { DEFAULT_CARD_OPTIONS, messageDataSchema, type Card, type MessageContent, type MessageData, type Suggestion } from './model';

const SUGGESTION_KINDS = ['reply', 'url_action', 'dialer_action'] as const;

function emptyCard(id: string): Card {
  return { id, title: '', description: '', media: null, suggestions: [] };
}

function contentOfType(type: MessageContent['type']): MessageContent {
  if (type === 'rich_card') return { type, options: { ...DEFAULT_CARD_OPTIONS }, card: emptyCard('card-1') };
  if (type === 'carousel') return { type, options: { ...DEFAULT_CARD_OPTIONS }, cards: [emptyCard('card-1'), emptyCard('card-2')] };
  return { type: 'text_message', text: '' };
}

function suggestionOfType(type: string, id: string, label: string): Suggestion {
  if (type === 'url_action') return { id, label, type, url: '' };
  if (type === 'dialer_action') return { id, label, type, phoneNumber: '' };
  return { id, label, type: 'reply', postbackData: '', branch: false };
}

function CardFields({ kit, path }: { kit: SettingsKit; path: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextSetting kit={kit} name={`${path}.title`} label={t('canvas.settings.message.cardTitle')} />
      <TextSetting kit={kit} name={`${path}.description`} label={t('canvas.settings.message.cardDescription')} multiline />
    </>
  );
}

function CardOptions({ kit }: { kit: SettingsKit }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      <SelectSetting kit={kit} name="content.options.width" label={t('canvas.settings.message.width')} options={plainOptions(CARD_WIDTHS)} />
      <SelectSetting kit={kit} name="content.options.orientation" label={t('canvas.settings.message.orientation')} options={plainOptions(CARD_ORIENTATIONS)} />
      <SelectSetting kit={kit} name="content.options.mediaHeight" label={t('canvas.settings.message.mediaHeight')} options={plainOptions(MEDIA_HEIGHTS)} />
    </div>
  );
}

function SuggestionFields({ kit, suggestion, path }: { kit: SettingsKit; suggestion: Suggestion; path: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('canvas.settings.message.suggestionType')}>
        <select
          data-field={`${path}.type`}
          value={suggestion.type}
          disabled={kit.readOnly}
          onChange={(event) => kit.onChange(path, suggestionOfType(event.target.value, suggestion.id, suggestion.label))}
          className="h-9 rounded-md border border-input bg-surface px-3 text-sm"
        >
          {(SUGGESTION_KINDS as readonly string[]).concat(SUGGESTION_KINDS.includes(suggestion.type as never) ? [] : [suggestion.type]).map((type) => (
            <option key={type} value={type}>
              {t(`canvas.settings.message.suggestionTypes.${type}`, { defaultValue: type })}
            </option>
          ))}
        </select>
      </FormField>
      <TextSetting kit={kit} name={`${path}.label`} label={t('canvas.settings.message.suggestionLabel')} />
      {suggestion.type === 'reply' ? (
        <>
          <TextSetting kit={kit} name={`${path}.postbackData`} label={t('canvas.settings.message.postbackData')} />
          <CheckboxSetting kit={kit} name={`${path}.branch`} label={t('canvas.settings.message.branch')} />
        </>
      ) : null}
      {suggestion.type === 'url_action' ? <TextSetting kit={kit} name={`${path}.url`} label={t('canvas.settings.message.url')} /> : null}
      {suggestion.type === 'dialer_action' ? <TextSetting kit={kit} name={`${path}.phoneNumber`} label={t('canvas.settings.message.phoneNumber')} /> : null}
    </>
  );
}

/** MESSAGE settings: the content (text, card or carousel) and the message's suggestion chips. */
export function MessageSettings(props: SettingsProps<MessageData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(messageDataSchema, props);
  const { content, suggestions } = props.data;
  return (
    <div className="grid gap-4">
      <FormField label={t('canvas.settings.message.type')}>
        <select
          data-field="content.type"
          value={content.type}
          disabled={kit.readOnly}
          onChange={(event) => props.onChange('content', contentOfType(event.target.value as MessageContent['type']))}
          className="h-9 rounded-md border border-input bg-surface px-3 text-sm"
        >
          {MESSAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`canvas.settings.message.types.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      {content.type === 'text_message' ? <TextSetting kit={kit} name="content.text" label={t('canvas.settings.message.text')} multiline /> : null}
      {content.type === 'rich_card' ? (
        <>
          <CardOptions kit={kit} />
          <CardFields kit={kit} path="content.card" />
        </>
      ) : null}
      {content.type === 'carousel' ? (
        <>
          <CardOptions kit={kit} />
          <ListSetting kit={kit} name="content.cards" label={t('canvas.settings.message.cards')} items={content.cards} createItem={() => emptyCard(nextItemId('card', content.cards))}>
            {(_card, index) => <CardFields kit={kit} path={`content.cards.${index}`} />}
          </ListSetting>
        </>
      ) : null}
      <ListSetting
        kit={kit}
        name="suggestions"
        label={t('canvas.settings.message.suggestions')}
        items={suggestions}
        createItem={() => suggestionOfType('reply', nextItemId('reply', suggestions), '')}
      >
        {(suggestion, index) => <SuggestionFields kit={kit} suggestion={suggestion} path={`suggestions.${index}`} />}
      </ListSetting>
    </div>
  );
}
