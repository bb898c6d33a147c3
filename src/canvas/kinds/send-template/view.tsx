import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { FormField } from '@/ui/form-field';
import { sentenceBody } from '../automation-shared/view';
import { clip, controlClass, type CatalogueTemplate, problemText, SelectSetting, type SettingsKit, type SettingsProps, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { sendTemplateDataSchema, type SendTemplateData } from './index';
import { PARAMETER_SOURCES, parametersFor, SOURCES_WITH_VALUE, type TemplateParameter } from './parameters';
import { choiceKey, languageLabel, readChoice, sentLanguage } from './template-choice';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The template as the node names it: with its language once one was picked. */
const named = (data: SendTemplateData) => (data.template && data.language ? `${data.template} (${data.language})` : data.template);

export const sendTemplateSummary = (data: SendTemplateData) => clip(named(data));

export const SendTemplateBody = sentenceBody<SendTemplateData>((t, data) => (data.template ? t('automationCanvas.body.sendTemplate', { template: named(data) }) : ''));

/**
 * A variable's place in the template, in words.
 * @example slotLabel(t, 'button.0') // 'Button 1 value'
 */
function slotLabel(t: Translate, key: string): string {
  const [part, name = ''] = key.split('.');
  if (part === 'header' && name) return t('automationCanvas.settings.slot.header', { name });
  if (part === 'button' && name) return t('automationCanvas.settings.slot.button', { number: Number(name) + 1 });
  return t('automationCanvas.settings.slot.body', { name: key });
}

/** How one variable is filled: the source, and the text or variable name when the source needs one. */
function ParameterRow({ kit, parameter, index }: { kit: SettingsKit; parameter: TemplateParameter; index: number }) {
  const { t } = useTranslation();
  const slot = slotLabel(t, parameter.key);
  const options = PARAMETER_SOURCES.map((source) => ({ value: source, label: t(`automationCanvas.settings.sources.${source}`) }));
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-2">
      <legend className="px-1 text-sm font-medium">{slot}</legend>
      <SelectSetting kit={kit} name={`parameters.${index}.source`} label={t('automationCanvas.settings.filledFrom', { slot })} options={options} />
      {SOURCES_WITH_VALUE.has(parameter.source) ? (
        <TextSetting kit={kit} name={`parameters.${index}.value`} label={t(`automationCanvas.settings.valueOf.${parameter.source}`, { slot })} />
      ) : null}
    </fieldset>
  );
}

interface PickerProps {
  data: SendTemplateData;
  templates: readonly CatalogueTemplate[];
  problems: SettingsProps<SendTemplateData>['problems'];
  readOnly: boolean;
  onPick(choice: { name: string; language: string } | null): void;
}

/**
 * One choice per name and language, labelled with the language. A node saved without a language
 * shows the one its send takes; a template the number cannot send stays shown, flagged.
 */
function TemplatePicker({ data, templates, problems, readOnly, onPick }: PickerProps) {
  const { t, i18n } = useTranslation();
  const sent = data.template ? sentLanguage(templates.filter((template) => template.name === data.template), data.language) : undefined;
  const missing = data.template !== '' && !sent ? choiceKey(data.template, data.language ?? '') : null;
  const option = (name: string, language: string) => t('automationTemplates.option', { name, language: languageLabel(language, i18n.language) });
  const problem = problems.find((found) => found.field === 'template');
  return (
    <FormField label={t('automationCanvas.settings.template')} error={problem ? problemText(t, problem) : undefined}>
      <select
        data-field="template"
        value={sent ? choiceKey(sent.name, sent.language) : (missing ?? '')}
        disabled={readOnly}
        onChange={(event) => {
          if (event.target.value !== missing) onPick(readChoice(event.target.value));
        }}
        className={cn(controlClass, 'h-9')}
      >
        <option value="">{t('automationCanvas.settings.chooseTemplate')}</option>
        {templates.map((template) => (
          <option key={choiceKey(template.name, template.language)} value={choiceKey(template.name, template.language)}>
            {option(template.name, template.language)}
          </option>
        ))}
        {missing ? <option value={missing}>{t('automationCanvas.settings.missingTemplate', { name: data.language ? option(data.template, data.language) : data.template })}</option> : null}
      </select>
    </FormField>
  );
}

/**
 * The template by name and language, from the number's templates when the page gave them (else
 * the name typed), and one row per variable of the picked template. Picking a template sets its
 * language and variables in the same undo step, keeping the variables the node already filled.
 */
export function SendTemplateSettings(props: SettingsProps<SendTemplateData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(sendTemplateDataSchema, props);
  const { templates } = useEditorCatalogue();
  const parameters = props.data.parameters ?? [];
  const keys = templates ? sentLanguage(templates.filter((template) => template.name === props.data.template), props.data.language)?.variables : undefined;
  const shown = parameters.flatMap((parameter, index) => (keys === undefined || keys.includes(parameter.key) ? [{ parameter, index }] : []));
  const unfilled = keys?.some((key) => !parameters.some((parameter) => parameter.key === key)) ?? false;
  const problem = props.problems.find((found) => found.field === 'parameters');
  const replace = props.onReplace;
  const pick = (choice: { name: string; language: string } | null) => {
    const variables = choice ? (templates?.find((template) => template.name === choice.name && template.language === choice.language)?.variables ?? []) : [];
    const next: SendTemplateData = choice ? { template: choice.name, language: choice.language, parameters: parametersFor(variables, parameters) } : { template: '', parameters: [] };
    if (replace) replace(next);
    else for (const [field, value] of Object.entries(next)) props.onChange(field, value);
  };
  return (
    <div className="grid gap-4">
      {templates ? (
        <TemplatePicker data={props.data} templates={templates} problems={props.problems} readOnly={kit.readOnly} onPick={pick} />
      ) : (
        <TextSetting kit={kit} name="template" label={t('automationCanvas.settings.template')} />
      )}
      {shown.length || unfilled || problem ? (
        <div className="grid gap-2" data-field="parameters" tabIndex={-1}>
          <p className="text-sm font-medium">{t('automationCanvas.settings.variables')}</p>
          {problem ? <p className="text-xs font-medium text-destructive">{problemText(t, problem)}</p> : null}
          {shown.map(({ parameter, index }) => (
            <ParameterRow key={parameter.key} kit={kit} parameter={parameter} index={index} />
          ))}
          {unfilled && keys && replace && !kit.readOnly ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => replace({ ...props.data, parameters: parametersFor(keys, parameters) })}>
              {t('automationCanvas.settings.addVariables')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
