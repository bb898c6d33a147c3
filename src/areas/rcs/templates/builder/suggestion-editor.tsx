import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RcsSuggestion } from '@/api/contracts/rcs-template';
import { rcsLimits } from '@/api/rules/rcs-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { newSuggestion } from '../template-draft';
import { CountedField } from './counted-field';
import type { ProblemAt } from './problem-text';

/** The kinds a builder offers (spec §3 suggestion types, RBM's actions); `text` and `dialer_action` are older spellings kept for stored templates. */
export const SUGGESTION_KINDS = ['reply', 'url_action', 'dial', 'view_location', 'query_location', 'share_location', 'calendar_event'] as const;

function KindFields({ suggestion, onChange, problemAt, path }: { suggestion: RcsSuggestion; onChange: (next: RcsSuggestion) => void; problemAt: ProblemAt; path: string }) {
  const { t } = useTranslation();
  switch (suggestion.type) {
    case 'url_action':
      return <CountedField label={t('rcsTemplates.suggestion.url')} dir="ltr" type="url" value={suggestion.url} error={problemAt(`${path}.url`)} onChange={(url) => onChange({ ...suggestion, url })} />;
    case 'dial':
    case 'dialer_action':
      return <CountedField label={t('rcsTemplates.suggestion.phone')} dir="ltr" type="tel" value={suggestion.phoneNumber} error={problemAt(`${path}.phoneNumber`)} onChange={(phoneNumber) => onChange({ ...suggestion, phoneNumber })} />;
    case 'view_location':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <CountedField label={t('rcsTemplates.suggestion.latitude')} dir="ltr" type="number" value={String(suggestion.latitude)} error={problemAt(`${path}.latitude`)} onChange={(value) => onChange({ ...suggestion, latitude: Number(value) })} />
          <CountedField label={t('rcsTemplates.suggestion.longitude')} dir="ltr" type="number" value={String(suggestion.longitude)} error={problemAt(`${path}.longitude`)} onChange={(value) => onChange({ ...suggestion, longitude: Number(value) })} />
        </div>
      );
    case 'query_location':
      return <CountedField label={t('rcsTemplates.suggestion.query')} value={suggestion.query} error={problemAt(`${path}.query`)} onChange={(query) => onChange({ ...suggestion, query })} />;
    case 'calendar_event':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <CountedField className="sm:col-span-2" label={t('rcsTemplates.suggestion.eventTitle')} value={suggestion.title} error={problemAt(`${path}.title`)} onChange={(title) => onChange({ ...suggestion, title })} />
          <CountedField label={t('rcsTemplates.suggestion.start')} dir="ltr" type="datetime-local" value={suggestion.startTime.slice(0, 16)} error={problemAt(`${path}.startTime`)} onChange={(startTime) => onChange({ ...suggestion, startTime })} />
          <CountedField label={t('rcsTemplates.suggestion.end')} dir="ltr" type="datetime-local" value={suggestion.endTime.slice(0, 16)} error={problemAt(`${path}.endTime`)} onChange={(endTime) => onChange({ ...suggestion, endTime })} />
        </div>
      );
    default:
      return null;
  }
}

interface SuggestionEditorProps {
  /** `suggestions` or `cards.1.suggestions`: where problems are looked up. */
  path: string;
  title: string;
  suggestions: RcsSuggestion[];
  max: number;
  onChange: (suggestions: RcsSuggestion[]) => void;
  problemAt: ProblemAt;
}

/** A list of suggestions, each of a kind with its own fields, the count and every label counted. */
export function SuggestionEditor({ path, title, suggestions, max, onChange, problemAt }: SuggestionEditorProps) {
  const { t } = useTranslation();
  const kindId = useId();
  const [kind, setKind] = useState<RcsSuggestion['type']>('reply');
  const set = (index: number, next: RcsSuggestion) => onChange(suggestions.map((item, at) => (at === index ? next : item)));
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">
        {title} <span className="text-xs tabular-nums text-muted-foreground" dir="ltr">{`${suggestions.length} / ${max}`}</span>
      </legend>
      {problemAt(path) ? <p className="text-xs font-medium text-destructive">{problemAt(path)}</p> : null}
      {suggestions.map((suggestion, index) => {
        const at = `${path}.${index}`;
        return (
          <div key={index} className="grid gap-2 rounded-md bg-muted/40 p-2" data-suggestion-editor={suggestion.type}>
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-semibold uppercase text-muted-foreground">{t(`rcsTemplates.kinds.${suggestion.type}`)}</span>
              <Button variant="ghost" size="icon-sm" aria-label={t('rcsTemplates.suggestion.remove', { index: index + 1, title })} onClick={() => onChange(suggestions.filter((_, other) => other !== index))}>
                <Trash2 aria-hidden />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <CountedField label={t('rcsTemplates.suggestion.label')} max={rcsLimits.suggestionLabel} value={suggestion.text} error={problemAt(`${at}.text`)} onChange={(text) => set(index, { ...suggestion, text })} />
              <CountedField label={t('rcsTemplates.suggestion.postback')} max={rcsLimits.postbackData} dir="ltr" value={suggestion.postbackData} error={problemAt(`${at}.postbackData`)} onChange={(postbackData) => set(index, { ...suggestion, postbackData })} />
            </div>
            <KindFields suggestion={suggestion} path={at} problemAt={problemAt} onChange={(next) => set(index, next)} />
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={kindId} className="text-xs">
            {t('rcsTemplates.suggestion.kind')}
          </Label>
          <NativeSelect id={kindId} value={kind} onChange={(event) => setKind(event.target.value as RcsSuggestion['type'])} className="w-auto">
            {SUGGESTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`rcsTemplates.kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" size="sm" className="h-auto min-h-8 shrink whitespace-normal text-start" disabled={suggestions.length >= max} onClick={() => onChange([...suggestions, newSuggestion(kind, suggestions.length + 1)])}>
          <Plus aria-hidden />
          {t('rcsTemplates.suggestion.add', { title })}
        </Button>
      </div>
    </fieldset>
  );
}
