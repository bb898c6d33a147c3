import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { newCard, type DraftCard } from '../template-draft';
import { ButtonsEditor } from './buttons-editor';
import { FieldCounter, ProblemList, TextArea } from './form-bits';
import { MediaPicker } from './media-picker';

interface CarouselEditorProps {
  cards: DraftCard[];
  wabaId: string;
  onChange(cards: DraftCard[]): void;
  problems: Map<string, TemplateProblem[]>;
  disabled?: boolean;
}

/** MARKETING carousel cards: each a media header, a body and up to two buttons, the same parts on every card. */
export function CarouselEditor({ cards, wabaId, onChange, problems, disabled }: CarouselEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<DraftCard>) => onChange(cards.map((card, at) => (at === index ? { ...card, ...patch } : card)));
  return (
    <div className="grid gap-3">
      {cards.map((card, index) => {
        const id = `card-${index}`;
        return (
          <div key={index} role="group" aria-label={t('waTemplates.cards.card_n', { n: index + 1 })} className="grid gap-3 rounded-md border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{t('waTemplates.cards.card_n', { n: index + 1 })}</h3>
              {!disabled ? (
                <Button type="button" variant="ghost" size="icon-sm" aria-label={t('waTemplates.cards.remove', { n: index + 1 })} onClick={() => onChange(cards.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-format`} className="text-xs font-medium">
                {t('waTemplates.cards.media_kind')}
              </label>
              <NativeSelect id={`${id}-format`} value={card.format} disabled={disabled} onChange={(event) => change(index, { format: event.target.value as DraftCard['format'], media: { handle: '', previewUrl: '' } })}>
                <option value="IMAGE">{t('waTemplates.header.formats.IMAGE')}</option>
                <option value="VIDEO">{t('waTemplates.header.formats.VIDEO')}</option>
              </NativeSelect>
            </div>
            {!disabled ? <MediaPicker kind={card.format} wabaId={wabaId} media={card.media} label={t('waTemplates.cards.media')} onChange={(media) => change(index, { media })} /> : null}
            <div className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <label htmlFor={`${id}-body`} className="text-xs font-medium">
                  {t('waTemplates.cards.body')}
                </label>
                <FieldCounter id={`${id}-body-count`} field="body" text={card.body} category="MARKETING" />
              </div>
              <TextArea id={`${id}-body`} className="min-h-16" value={card.body} disabled={disabled} aria-describedby={`${id}-body-count`} onChange={(event) => change(index, { body: event.target.value })} />
            </div>
            <ButtonsEditor
              buttons={card.buttons}
              category="UTILITY"
              idPrefix={`${id}-button`}
              prefix={`cards.${index}.buttons`}
              problems={problems}
              disabled={disabled}
              onChange={(buttons) => change(index, { buttons })}
            />
            <ProblemList problems={problems.get(`cards.${index}`)} />
          </div>
        );
      })}
      <ProblemList problems={problems.get('cards')} />
      {!disabled ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...cards, cards[0] ? { ...newCard(), format: cards[0].format, buttons: cards[0].buttons.map((button) => ({ ...button })) } : newCard()])}>
          <Plus aria-hidden />
          {t('waTemplates.cards.add')}
        </Button>
      ) : null}
    </div>
  );
}
