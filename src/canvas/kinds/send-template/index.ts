import { checkRequired, defineKind, error, type KindProblem, type KindRuleContext, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';
import { parameterProblems, parameterValues, templateParameterSchema } from './parameters';
import { sentLanguage } from './template-choice';

/**
 * The template by name and language (Meta keeps one template per name and language; the server
 * sends the APPROVED one of the automation's number's WABA) and how each of its variables is
 * filled. `parameters` and `language` are optional so documents saved before templates with
 * variables, or before languages, could be picked stay valid: without a language the send takes
 * the one it always took (the oldest approved of that name).
 */
export const sendTemplateDataSchema = z.object({
  template: z.string().max(512),
  language: z.string().min(2).max(15).optional(),
  parameters: z.array(templateParameterSchema).max(40).optional(),
});
export type SendTemplateData = z.infer<typeof sendTemplateDataSchema>;

function templateRules(data: SendTemplateData, context: KindRuleContext): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'template', data.template);
  if (data.template.trim() === '' || !context.knownTemplates) return out;
  const sent = sentLanguage(context.knownTemplates.get(data.template) ?? [], data.language);
  if (!sent) return [...out, error('template', PROBLEM_CODES.templateUnavailable)];
  return [...out, ...parameterProblems(sent.variables, data.parameters ?? [])];
}

/** SEND_TEMPLATE: sends an approved template to the contact, its variables filled from fixed texts or the conversation. */
export const sendTemplateKind = defineKind({
  kind: 'SEND_TEMPLATE',
  labelKey: 'automationCanvas.kinds.sendTemplate',
  icon: 'send',
  dataSchema: sendTemplateDataSchema,
  createData: (): SendTemplateData => ({ template: '', parameters: [] }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: templateRules,
  step: actionStep<SendTemplateData>((actions, data, { scope, nodeId }) =>
    actions.sendTemplate(data.language ? { name: data.template, language: data.language } : { name: data.template }, parameterValues(data.parameters ?? [], actions.event, scope), nodeId),
  ),
  defaultSize: { width: 240, height: 80 },
});
