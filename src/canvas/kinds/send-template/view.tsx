import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { sentenceBody } from '../automation-shared/view';
import { clip, problemText, SelectSetting, type SettingsKit, type SettingsProps, targetOptions, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { sendTemplateDataSchema, type SendTemplateData } from './index';
import { PARAMETER_SOURCES, parametersFor, SOURCES_WITH_VALUE, type TemplateParameter } from './parameters';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const sendTemplateSummary = (data: SendTemplateData) => clip(data.template);

export const SendTemplateBody = sentenceBody<SendTemplateData>((t, data) => (data.template ? t('automationCanvas.body.sendTemplate', { template: data.template }) : ''));

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

/**
 * The template by name, from the number's templates when the page gave them (else typed), and one
 * row per variable of the picked template. Picking a template sets its variables in the same undo
 * step, keeping the ones the node already filled.
 */
export function SendTemplateSettings(props: SettingsProps<SendTemplateData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(sendTemplateDataSchema, props);
  const { templates } = useEditorCatalogue();
  const label = t('automationCanvas.settings.template');
  const parameters = props.data.parameters ?? [];
  const keys = templates?.find((template) => template.name === props.data.template)?.variables;
  const shown = parameters.flatMap((parameter, index) => (keys === undefined || keys.includes(parameter.key) ? [{ parameter, index }] : []));
  const unfilled = keys?.some((key) => !parameters.some((parameter) => parameter.key === key)) ?? false;
  const problem = props.problems.find((found) => found.field === 'parameters');
  const replace = props.onReplace;
  const picking: SettingsKit = {
    ...kit,
    onChange(field, value) {
      const variables = templates?.find((template) => template.name === value)?.variables ?? [];
      if (field === 'template' && replace) replace({ template: String(value), parameters: parametersFor(variables, parameters) });
      else kit.onChange(field, value);
    },
  };
  const entries = (templates ?? []).map((template) => ({ id: template.name, label: template.name }));
  const options = targetOptions(entries, props.data.template, t('automationCanvas.settings.chooseTemplate'), (name) => t('automationCanvas.settings.missingTemplate', { name }));
  return (
    <div className="grid gap-4">
      {templates ? <SelectSetting kit={picking} name="template" label={label} options={options} /> : <TextSetting kit={kit} name="template" label={label} />}
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
