import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rcsLimits } from '@/api/rules/rcs-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import type { CardDraft } from '../template-draft';
import { CountedField } from './counted-field';
import { MediaField } from './media-field';
import type { ProblemAt } from './problem-text';
import { SuggestionEditor } from './suggestion-editor';

interface CardEditorProps {
  card: CardDraft;
  /** `card` or `cards.2`. */
  path: string;
  title: string;
  /** A patch, merged into the card as it is then: an upload finishing later must not undo what was typed meanwhile. */
  onChange: (patch: Partial<CardDraft>) => void;
  onRemove?: () => void;
  /** A SMALL carousel card cannot take TALL media. */
  smallWidth?: boolean;
  inCarousel: boolean;
  problemAt: ProblemAt;
  upload: (file: File) => Promise<string>;
}

export function CardEditor({ card, path, title, onChange, onRemove, smallWidth, inCarousel, problemAt, upload }: CardEditorProps) {
  const { t } = useTranslation();
  const heightId = useId();
  const heightError = problemAt(`${path}.media.height`);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" data-card-editor={path}>
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        {title}
        {onRemove ? (
          <Button variant="ghost" size="icon-sm" aria-label={t('rcsTemplates.card.remove', { title })} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </legend>
      {problemAt(path) ? <p className="text-xs font-medium text-destructive">{problemAt(path)}</p> : null}
      <CountedField label={t('rcsTemplates.card.title')} max={rcsLimits.cardTitle} value={card.title} error={problemAt(`${path}.title`)} onChange={(value) => onChange({ title: value })} />
      <CountedField label={t('rcsTemplates.card.description')} max={rcsLimits.cardDescription} multiline value={card.description} error={problemAt(`${path}.description`)} onChange={(description) => onChange({ description })} />
      <MediaField url={card.mediaUrl} inCarousel={inCarousel} error={problemAt(`${path}.media.url`)} upload={upload} onChange={(mediaUrl) => onChange({ mediaUrl })} />
      <div className="grid gap-1">
        <Label htmlFor={heightId}>{t('rcsTemplates.card.mediaHeight')}</Label>
        <NativeSelect id={heightId} value={card.mediaHeight} aria-invalid={heightError ? true : undefined} onChange={(event) => onChange({ mediaHeight: event.target.value as CardDraft['mediaHeight'] })}>
          {(['SHORT', 'MEDIUM', 'TALL'] as const).map((height) => (
            <option key={height} value={height} disabled={height === 'TALL' && smallWidth}>
              {t(`rcsTemplates.heights.${height}`)}
            </option>
          ))}
        </NativeSelect>
        {heightError ? <p className="text-xs font-medium text-destructive">{heightError}</p> : null}
      </div>
      <SuggestionEditor
        path={`${path}.suggestions`}
        title={t('rcsTemplates.card.suggestions')}
        max={rcsLimits.cardSuggestions}
        suggestions={card.suggestions}
        problemAt={problemAt}
        onChange={(suggestions) => onChange({ suggestions })}
      />
    </fieldset>
  );
}
