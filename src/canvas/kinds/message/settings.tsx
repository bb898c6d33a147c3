import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, RCS_LIMITS } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { ListSetting, nextItemId, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { CardFields, CardOptions } from './card-fields';
import { DEFAULT_CARD_OPTIONS, allSuggestions, messageDataSchema, type Card, type MessageContent, type MessageData } from './model';
import { SuggestionList } from './suggestion-fields';

function emptyCard(id: string): Card {
  return { id, title: '', description: '', media: null, suggestions: [] };
}

function contentOfType(type: MessageContent['type']): MessageContent {
  if (type === 'rich_card') return { type, options: { ...DEFAULT_CARD_OPTIONS }, card: emptyCard('card-1') };
  if (type === 'carousel') return { type, options: { ...DEFAULT_CARD_OPTIONS }, cards: [emptyCard('card-1'), emptyCard('card-2')] };
  return { type: 'text_message', text: '' };
}

/** MESSAGE settings: the content (text, card or carousel) and the message's suggestion chips, every RCS limit counted as typed. */
export function MessageSettings(props: SettingsProps<MessageData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(messageDataSchema, props);
  const { content, suggestions } = props.data;
  const taken = allSuggestions(props.data);
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
      {content.type === 'text_message' ? <TextSetting kit={kit} name="content.text" label={t('canvas.settings.message.text')} multiline maxLength={RCS_LIMITS.textMaxChars} /> : null}
      {content.type === 'rich_card' ? (
        <>
          <CardOptions kit={kit} />
          <CardFields kit={kit} card={content.card} path="content.card" takenIds={taken} />
        </>
      ) : null}
      {content.type === 'carousel' ? (
        <>
          <CardOptions kit={kit} />
          <ListSetting
            kit={kit}
            name="content.cards"
            label={t('canvas.settings.message.cards')}
            items={content.cards}
            max={RCS_LIMITS.carouselMaxCards}
            createItem={() => emptyCard(nextItemId('card', content.cards))}
          >
            {(card, index) => <CardFields kit={kit} card={card} path={`content.cards.${index}`} takenIds={taken} />}
          </ListSetting>
        </>
      ) : null}
      <SuggestionList
        kit={kit}
        name="suggestions"
        label={t('canvas.settings.message.suggestions')}
        items={suggestions}
        max={RCS_LIMITS.suggestionsPerMessage}
        takenIds={taken}
      />
    </div>
  );
}
