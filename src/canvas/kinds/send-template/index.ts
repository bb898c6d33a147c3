import { checkRequired, defineKind, error, type KindProblem, type KindRuleContext, PROBLEM_CODES } from '@/canvas/kernel';
import { z } from 'zod';
import { ACTION_OUTPUTS, actionStep } from '../automation-shared';

/** The template's name; the server sends the APPROVED one of the automation's number's WABA. */
export const sendTemplateDataSchema = z.object({ template: z.string().max(512) });
export type SendTemplateData = z.infer<typeof sendTemplateDataSchema>;

function templateRules(data: SendTemplateData, context: KindRuleContext): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'template', data.template);
  if (data.template.trim() !== '' && context.knownTemplates && !context.knownTemplates.has(data.template)) out.push(error('template', PROBLEM_CODES.templateUnavailable));
  return out;
}

/** SEND_TEMPLATE: sends an approved template without variables to the contact. */
export const sendTemplateKind = defineKind({
  kind: 'SEND_TEMPLATE',
  labelKey: 'automationCanvas.kinds.sendTemplate',
  icon: 'send',
  dataSchema: sendTemplateDataSchema,
  createData: (): SendTemplateData => ({ template: '' }),
  outputs: () => [...ACTION_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: () => [],
  rules: templateRules,
  step: actionStep<SendTemplateData>((actions, data) => actions.sendTemplate(data.template)),
  defaultSize: { width: 240, height: 80 },
});
