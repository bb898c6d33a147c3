import { useTranslation } from 'react-i18next';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';
import { variableNames } from '@/api/rules/template-text';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { exampleSlots, newCard, type HeaderFormat, type TemplateDraft } from '../template-draft';
import { ButtonsEditor } from './buttons-editor';
import { CarouselEditor } from './carousel-editor';
import { FieldCounter, FormSection, ProblemList, TextArea } from './form-bits';
import { MediaPicker } from './media-picker';

const HEADER_FORMATS: HeaderFormat[] = ['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION'];

interface TemplateContentProps {
  draft: TemplateDraft;
  update(patch: Partial<TemplateDraft>): void;
  problems: Map<string, TemplateProblem[]>;
  wabaId: string;
  disabled?: boolean;
}

/** The next variable to insert: `{{n}}` after the highest number, or a fresh name. */
function nextVariable(draft: TemplateDraft): string {
  const used = [...variableNames(draft.headerText), ...variableNames(draft.body)];
  if (draft.parameterFormat === 'NAMED') {
    let index = used.length + 1;
    while (used.includes(`var_${index}`)) index += 1;
    return `{{var_${index}}}`;
  }
  return `{{${Math.max(0, ...used.filter((name) => /^\d+$/.test(name)).map(Number)) + 1}}}`;
}

/** Header, body, footer, variable examples, buttons or carousel cards; an AUTHENTICATION template's few options. */
export function TemplateContent({ draft, update, problems, wabaId, disabled }: TemplateContentProps) {
  const { t } = useTranslation();
  const slots = exampleSlots(draft);
  if (draft.category === 'AUTHENTICATION') {
    return (
      <FormSection title={t('waTemplates.form.authentication')} section="buttons">
        <p className="text-xs text-muted-foreground">{t('waTemplates.form.auth_hint')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={draft.securityRecommendation} disabled={disabled} onChange={(event) => update({ securityRecommendation: event.target.checked })} />
          {t('waTemplates.form.security_recommendation')}
        </label>
        <div className="grid max-w-48 gap-1">
          <label htmlFor="template-expiry" className="text-sm font-medium">
            {t('waTemplates.form.expiry_minutes')}
          </label>
          <Input id="template-expiry" type="number" min={1} max={90} value={draft.expiryMinutes} disabled={disabled} onChange={(event) => update({ expiryMinutes: event.target.value })} />
        </div>
        <ButtonsEditor buttons={draft.buttons} category="AUTHENTICATION" idPrefix="button" problems={problems} disabled={disabled} onChange={(buttons) => update({ buttons })} />
      </FormSection>
    );
  }
  const carousel = draft.cards !== null;
  return (
    <>
      {!carousel ? (
        <FormSection title={t('waTemplates.header.title')} section="header">
          <div className="grid gap-1">
            <label htmlFor="template-header-format" className="text-sm font-medium">
              {t('waTemplates.header.format')}
            </label>
            <NativeSelect id="template-header-format" value={draft.headerFormat} disabled={disabled} onChange={(event) => update({ headerFormat: event.target.value as HeaderFormat, headerMedia: { handle: '', previewUrl: '' } })}>
              {HEADER_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`waTemplates.header.formats.${format}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {draft.headerFormat === 'TEXT' ? (
            <div className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <label htmlFor="template-header-text" className="text-sm font-medium">
                  {t('waTemplates.header.text')}
                </label>
                <FieldCounter id="template-header-count" field="header" text={draft.headerText} />
              </div>
              <Input id="template-header-text" dir="auto" value={draft.headerText} disabled={disabled} aria-describedby="template-header-count" onChange={(event) => update({ headerText: event.target.value })} />
            </div>
          ) : null}
          {draft.headerFormat === 'IMAGE' || draft.headerFormat === 'VIDEO' || draft.headerFormat === 'DOCUMENT' ? (
            disabled ? null : <MediaPicker kind={draft.headerFormat} wabaId={wabaId} media={draft.headerMedia} label={t('waTemplates.header.sample')} onChange={(headerMedia) => update({ headerMedia })} />
          ) : null}
          <ProblemList problems={problems.get('header')} />
        </FormSection>
      ) : null}
      <FormSection title={t('waTemplates.body.title')} section="body">
        <div className="grid gap-1">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="template-body" className="text-sm font-medium">
              {t('waTemplates.body.text')}
            </label>
            <FieldCounter id="template-body-count" field="body" text={draft.body} category={draft.category} />
          </div>
          <TextArea id="template-body" value={draft.body} disabled={disabled} aria-describedby="template-body-count template-body-hint" onChange={(event) => update({ body: event.target.value })} />
          <p id="template-body-hint" className="text-xs text-muted-foreground">
            {t('waTemplates.body.hint')}
          </p>
          {!disabled ? (
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => update({ body: `${draft.body}${nextVariable(draft)}` })}>
              {t('waTemplates.body.add_variable')}
            </Button>
          ) : null}
          <ProblemList problems={problems.get('body')} />
        </div>
      </FormSection>
      {slots.length ? (
        <FormSection title={t('waTemplates.examples.title')} section="examples">
          <p className="text-xs text-muted-foreground">{t('waTemplates.examples.hint')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {slots.map((slot) => (
              <div key={slot.key} className="grid gap-1">
                <label htmlFor={`example-${slot.key}`} className="text-xs font-medium">
                  {t('waTemplates.examples.label', { name: `{{${slot.name}}}`, part: t(`waTemplates.examples.parts.${slot.part.startsWith('card') ? 'card' : slot.part}`, { n: Number(slot.part.split('.')[1] ?? 0) + 1 }) })}
                </label>
                <Input id={`example-${slot.key}`} dir="auto" value={draft.examples[slot.key] ?? ''} disabled={disabled} onChange={(event) => update({ examples: { ...draft.examples, [slot.key]: event.target.value } })} />
              </div>
            ))}
          </div>
          <ProblemList problems={problems.get('examples')} />
        </FormSection>
      ) : null}
      {!carousel ? (
        <FormSection title={t('waTemplates.footer.title')} section="footer">
          <div className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor="template-footer" className="text-sm font-medium">
                {t('waTemplates.footer.text')}
              </label>
              <FieldCounter id="template-footer-count" field="footer" text={draft.footer} />
            </div>
            <Input id="template-footer" dir="auto" value={draft.footer} disabled={disabled} aria-describedby="template-footer-count" onChange={(event) => update({ footer: event.target.value })} />
            <ProblemList problems={problems.get('footer')} />
          </div>
        </FormSection>
      ) : null}
      {draft.category === 'MARKETING' ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={carousel} disabled={disabled} onChange={(event) => update({ cards: event.target.checked ? [newCard(), newCard()] : null })} />
          {t('waTemplates.cards.toggle')}
        </label>
      ) : null}
      <FormSection title={carousel ? t('waTemplates.cards.title') : t('waTemplates.buttons.title')} section={carousel ? 'cards' : 'buttons'}>
        {carousel ? (
          <CarouselEditor cards={draft.cards ?? []} wabaId={wabaId} problems={problems} disabled={disabled} onChange={(cards) => update({ cards })} />
        ) : (
          <ButtonsEditor buttons={draft.buttons} category={draft.category} idPrefix="button" problems={problems} disabled={disabled} onChange={(buttons) => update({ buttons })} />
        )}
      </FormSection>
    </>
  );
}
