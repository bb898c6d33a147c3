import { useTranslation } from 'react-i18next';
import { templateCategory } from '@/api/contracts/whatsapp-template';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { languageByCode, templateLanguages } from '@/api/rules/template-languages';
import { newButton, type TemplateDraft } from '../template-draft';
import { FieldCounter, FormSection, ProblemList } from './form-bits';

interface TemplateBasicsProps {
  draft: TemplateDraft;
  update(patch: Partial<TemplateDraft>): void;
  problems: Map<string, TemplateProblem[]>;
  /** Name and language are fixed once the provider has the template. */
  fixedIdentity: boolean;
  disabled?: boolean;
  existsWarning: string;
  onIdentityBlur(): void;
}

/** Name, category, language (with its opt-out texts) and the variable style. */
export function TemplateBasics({ draft, update, problems, fixedIdentity, disabled, existsWarning, onIdentityBlur }: TemplateBasicsProps) {
  const { t } = useTranslation();
  const language = languageByCode(draft.language);
  const addOptOut = () => {
    if (!language) return;
    const hasStop = draft.buttons.some((button) => button.type === 'QUICK_REPLY' && button.text === language.buttonText);
    update({ footer: language.footerText, buttons: hasStop ? draft.buttons : [...draft.buttons, { ...newButton('QUICK_REPLY'), text: language.buttonText }] });
  };
  return (
    <FormSection title={t('waTemplates.form.basics')}>
      <div data-section="name" className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="template-name" className="text-sm font-medium">
            {t('waTemplates.form.name')}
          </label>
          <FieldCounter id="template-name-count" field="name" text={draft.name} />
        </div>
        <Input
          id="template-name"
          dir="ltr"
          value={draft.name}
          disabled={disabled || fixedIdentity}
          aria-describedby="template-name-count template-name-hint"
          aria-invalid={problems.has('name') ? true : undefined}
          onChange={(event) => update({ name: event.target.value })}
          onBlur={onIdentityBlur}
        />
        <p id="template-name-hint" className="text-xs text-muted-foreground">
          {t('waTemplates.form.name_hint')}
        </p>
        <ProblemList problems={problems.get('name')} />
        {existsWarning ? (
          <p role="status" className="text-xs font-medium text-warning">
            {existsWarning}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <label htmlFor="template-category" className="text-sm font-medium">
            {t('waTemplates.form.category')}
          </label>
          <NativeSelect
            id="template-category"
            value={draft.category}
            disabled={disabled}
            onChange={(event) => {
              const category = templateCategory.parse(event.target.value);
              update({
                category,
                cards: category === 'MARKETING' ? draft.cards : null,
                buttons: category === 'AUTHENTICATION' ? [newButton('OTP')] : draft.category === 'AUTHENTICATION' ? [] : draft.buttons,
              });
            }}
          >
            {templateCategory.options.map((category) => (
              <option key={category} value={category}>
                {t(`waTemplates.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div data-section="language" className="grid gap-1">
          <label htmlFor="template-language" className="text-sm font-medium">
            {t('waTemplates.form.language')}
          </label>
          <NativeSelect id="template-language" value={draft.language} disabled={disabled || fixedIdentity} onChange={(event) => update({ language: event.target.value })} onBlur={onIdentityBlur}>
            {templateLanguages.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (${option.code})`}
              </option>
            ))}
          </NativeSelect>
          <ProblemList problems={problems.get('language')} />
        </div>
        <div className="grid gap-1">
          <label htmlFor="template-format" className="text-sm font-medium">
            {t('waTemplates.form.variables')}
          </label>
          <NativeSelect id="template-format" value={draft.parameterFormat} disabled={disabled || draft.category === 'AUTHENTICATION'} onChange={(event) => update({ parameterFormat: event.target.value === 'NAMED' ? 'NAMED' : 'POSITIONAL' })}>
            <option value="POSITIONAL">{t('waTemplates.form.positional')}</option>
            <option value="NAMED">{t('waTemplates.form.named')}</option>
          </NativeSelect>
        </div>
      </div>
      {language && draft.category === 'MARKETING' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-2 text-xs">
          <span>
            {t('waTemplates.form.opt_out', { button: language.buttonText, footer: language.footerText })}
          </span>
          {!disabled && draft.cards === null ? (
            <Button type="button" size="sm" variant="outline" onClick={addOptOut}>
              {t('waTemplates.form.add_opt_out')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
}
