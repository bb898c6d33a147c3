import { Plus } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RcsSender } from '@/api/contracts/rcs-senders';
import { rcsLimits } from '@/api/rules/rcs-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { RcsPreview } from '../../components/rcs-preview';
import { contentOf, emptyCard, problemsOf, type CardDraft, type TemplateDraft } from '../template-draft';
import { CardEditor } from './card-editor';
import { CountedField } from './counted-field';
import { PreviewControls, type PreviewLook } from './preview-controls';
import { useProblemAt } from './problem-text';
import { SuggestionEditor } from './suggestion-editor';

export interface TemplateBuilderProps {
  initial: TemplateDraft;
  senders: readonly RcsSender[];
  /** An edit keeps its agent. */
  senderLocked?: boolean;
  saving: boolean;
  /** Field errors the server named (`template.cards.0.title`), shown beside their fields. */
  serverFields: Readonly<Record<string, string>>;
  onSave: (draft: TemplateDraft) => void;
  /** Stores a card's media file and answers its public URL. */
  upload: (file: File) => Promise<string>;
  actions?: ReactNode;
  /** Told every change of what is typed (the editor page keeps it as a draft). */
  onDraftChange?: (draft: TemplateDraft) => void;
}

function Choice<T extends string>({ label, value, options, onChange, text }: { label: string; value: T; options: readonly T[]; onChange: (value: T) => void; text: (value: T) => string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The RCS template builder: text, a standalone rich card, a carousel or a file (video, PDF), every RBM limit counted as typed, the phone beside it. */
export function TemplateBuilder({ initial, senders, senderLocked, saving, serverFields, onSave, upload, actions, onDraftChange }: TemplateBuilderProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  // A layout effect: the parent's update then renders at once and its draft is written in the same
  // event, so a reload right after typing keeps the keystroke (a passive effect's update waits a task).
  useLayoutEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  const [look, setLook] = useState<PreviewLook>({ theme: 'light', dir: i18n.dir() });
  const problems = useMemo(() => problemsOf(draft, attempted), [draft, attempted]);
  const problemAt = useProblemAt(problems, serverFields);
  const content = useMemo(() => contentOf(draft), [draft]);
  const sender = senders.find((candidate) => candidate.senderId === draft.senderId);
  const set = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setCard = (index: number, patch: Partial<CardDraft>) => setDraft((current) => ({ ...current, cards: current.cards.map((item, at) => (at === index ? { ...item, ...patch } : item)) }));
  const { min, max } = rcsLimits.carouselCards;

  function save() {
    setAttempted(true);
    if (problemsOf(draft, true).size === 0 && draft.senderId) onSave(draft);
  }

  return (
    <form
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {/* One column that never grows past the form: a long control inside wraps rather than widening the page on a phone. */}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="rcs-template-sender">{t('rcsTemplates.builder.sender')}</Label>
            <NativeSelect id="rcs-template-sender" value={draft.senderId} disabled={senderLocked} aria-invalid={attempted && !draft.senderId ? true : undefined} onChange={(event) => set({ senderId: event.target.value })}>
              {senders.map((option) => (
                <option key={option.senderId} value={option.senderId}>
                  {`${option.name} (${option.senderId})`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Choice label={t('rcsTemplates.builder.type')} value={draft.type} options={['text_message', 'rich_card', 'carousel', 'file_message'] as const} text={(value) => t(`rcsTemplates.types.${value}`)} onChange={(type) => set({ type })} />
          <CountedField label={t('rcsTemplates.builder.name')} max={rcsLimits.name} dir="ltr" value={draft.name} error={problemAt('name')} onChange={(name) => set({ name })} />
          <CountedField label={t('rcsTemplates.builder.language')} dir="ltr" value={draft.language} error={serverFields.language} onChange={(language) => set({ language })} />
        </div>

        {draft.type === 'text_message' ? (
          <CountedField label={t('rcsTemplates.builder.text')} multiline max={rcsLimits.textMessage} value={draft.text} error={problemAt('text')} onChange={(text) => set({ text })} />
        ) : null}

        {draft.type === 'file_message' ? (
          <div className="grid gap-3">
            <CountedField label={t('rcsTemplates.builder.fileUrl')} type="url" placeholder="https://" dir="ltr" value={draft.fileUrl} error={problemAt('file.url')} onChange={(fileUrl) => set({ fileUrl })} />
            <CountedField label={t('rcsTemplates.builder.fileThumbnail')} type="url" placeholder="https://" dir="ltr" value={draft.fileThumbnailUrl} error={problemAt('file.thumbnailUrl')} onChange={(fileThumbnailUrl) => set({ fileThumbnailUrl })} />
          </div>
        ) : null}

        {draft.type === 'rich_card' ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <Choice label={t('rcsTemplates.builder.orientation')} value={draft.orientation} options={['Vertical', 'Horizontal'] as const} text={(value) => t(`rcsTemplates.orientations.${value}`)} onChange={(orientation) => set({ orientation })} />
              {draft.orientation === 'Horizontal' ? (
                <Choice label={t('rcsTemplates.builder.alignment')} value={draft.thumbnailAlignment} options={['LEFT', 'RIGHT'] as const} text={(value) => t(`rcsTemplates.alignments.${value}`)} onChange={(thumbnailAlignment) => set({ thumbnailAlignment })} />
              ) : null}
            </div>
            <CardEditor card={draft.cards[0] ?? emptyCard()} path="card" title={t('rcsTemplates.card.standalone')} inCarousel={false} problemAt={problemAt} upload={upload} onChange={(patch) => setCard(0, patch)} />
          </>
        ) : null}

        {draft.type === 'carousel' ? (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Choice label={t('rcsTemplates.builder.width')} value={draft.width} options={['SMALL', 'MEDIUM'] as const} text={(value) => t(`rcsTemplates.widths.${value}`)} onChange={(width) => set({ width })} />
              <p className="text-sm text-muted-foreground" dir="auto">
                {t('rcsTemplates.builder.cardCount', { count: draft.cards.length, min, max })}
              </p>
            </div>
            {problemAt('cards') ? <p className="text-sm font-medium text-destructive">{problemAt('cards')}</p> : null}
            {draft.cards.map((card, index) => (
              <CardEditor
                key={index}
                card={card}
                path={`cards.${index}`}
                title={t('rcsTemplates.card.numbered', { number: index + 1 })}
                smallWidth={draft.width === 'SMALL'}
                inCarousel
                problemAt={problemAt}
                upload={upload}
                onChange={(patch) => setCard(index, patch)}
                onRemove={draft.cards.length > min ? () => set({ cards: draft.cards.filter((_, at) => at !== index) }) : undefined}
              />
            ))}
            <Button variant="outline" className="justify-self-start" disabled={draft.cards.length >= max} onClick={() => set({ cards: [...draft.cards, emptyCard()] })}>
              <Plus aria-hidden />
              {t('rcsTemplates.card.add')}
            </Button>
          </>
        ) : null}

        <SuggestionEditor path="suggestions" title={t('rcsTemplates.builder.chips')} max={rcsLimits.messageSuggestions} suggestions={draft.suggestions} problemAt={problemAt} onChange={(suggestions) => set({ suggestions })} />
        <CountedField label={t('rcsTemplates.builder.smsFallback')} multiline max={rcsLimits.smsFallbackText} value={draft.smsFallbackText} error={problemAt('smsFallbackText')} onChange={(smsFallbackText) => set({ smsFallbackText })} />
        {attempted && problems.size > 0 ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('rcsTemplates.builder.fix', { count: problems.size })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? t('rcsTemplates.builder.saving') : t('rcsTemplates.builder.save')}
          </Button>
          {actions}
        </div>
      </div>
      <aside className="grid min-w-0 content-start justify-items-center gap-3 lg:sticky lg:top-4" aria-label={t('rcsTemplates.preview.title')}>
        <PreviewControls look={look} onChange={setLook} />
        <RcsPreview template={content} sender={sender} theme={look.theme} dir={look.dir} />
      </aside>
    </form>
  );
}
