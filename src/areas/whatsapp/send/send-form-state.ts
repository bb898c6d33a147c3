import type { AudienceKind, CampaignDraftInput, CampaignView, VariableSource as ServerSource } from '@/api/contracts/campaigns';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { MediaKind } from '@/api/contracts/whatsapp-template-api';
import { templateVariableSlots, type VariableSlot } from '@/api/rules/template-variable-slots';
import { mappingProblems, resolveSchedule, type AudienceResult, type ScheduleValue, type VariableMapping } from '@/campaigns';
import { fromCampaignSchedule, toCampaignSchedule } from '../shared/campaign-schedule';
import { serverName } from '../shared/slot-values';

export const sendSteps = ['template', 'audience', 'variables', 'schedule', 'review'] as const;
export type SendStep = (typeof sendSteps)[number];

/** What the user has typed and chosen; kept whole across steps and after a server error. */
export interface SendForm {
  name: string;
  senderId: string;
  templateSno: number | null;
  audienceKind: AudienceKind;
  /** ENGAGED_USERS: contacts who wrote in the last this many days. */
  engagedDays: number;
  /** By variable slot key (`body.1`), as the campaign building blocks map them. */
  mapping: VariableMapping;
  schedule: ScheduleValue;
}

export const emptySendForm = (audienceKind: AudienceKind = 'UPLOAD_FILE'): SendForm => ({
  name: '',
  senderId: '',
  templateSno: null,
  audienceKind,
  engagedDays: 30,
  mapping: {},
  schedule: { mode: 'now' },
});

export interface SendInputs {
  form: SendForm;
  template: TemplateContent | null;
  /** The parsed file of this visit, or null. */
  audience: AudienceResult | null;
  /** Recipients already imported into the campaign being edited; a new file replaces them. */
  savedRecipients: number;
  now: number;
  limitDays: number;
}

export type StepProblem = 'name' | 'sender' | 'template' | 'audience_file' | 'engaged_days' | 'variables' | 'schedule';

/** The columns a mapping may use: the new file's, else those the saved campaign mapped. */
export function audienceColumns({ form, audience }: Pick<SendInputs, 'form' | 'audience'>): string[] {
  if (form.audienceKind !== 'UPLOAD_FILE') return [];
  const file = audience?.files.find((f) => !f.error);
  if (file) return file.columns;
  return [...new Set(Object.values(form.mapping).flatMap((source) => (source.kind === 'column' ? [source.column] : [])))];
}

export const templateSlots = (template: TemplateContent | null): VariableSlot[] => (template ? templateVariableSlots(template) : []);

/** Why a step cannot be left forward yet; empty when it can. */
export function stepProblems(step: SendStep, inputs: SendInputs): StepProblem[] {
  const { form } = inputs;
  switch (step) {
    case 'template':
      return [
        ...(form.name.trim() && form.name.trim().length <= 100 ? [] : ['name' as const]),
        ...(form.senderId ? [] : ['sender' as const]),
        ...(form.templateSno !== null && inputs.template ? [] : ['template' as const]),
      ];
    case 'audience':
      if (form.audienceKind === 'ENGAGED_USERS') return Number.isInteger(form.engagedDays) && form.engagedDays >= 1 && form.engagedDays <= 90 ? [] : ['engaged_days'];
      if (form.audienceKind === 'OPT_IN_USERS') return [];
      return (inputs.audience?.counts.valid ?? 0) > 0 || (inputs.audience === null && inputs.savedRecipients > 0) ? [] : ['audience_file'];
    case 'variables':
      return mappingProblems(templateSlots(inputs.template), form.mapping, audienceColumns(inputs)).length ? ['variables'] : [];
    case 'schedule':
      return resolveSchedule(form.schedule, inputs.now, inputs.limitDays).problem ? ['schedule'] : [];
    case 'review':
      return [];
  }
}

/** The first step that still has a problem (the review step when none has). */
export function firstBlockedStep(inputs: SendInputs): SendStep {
  return sendSteps.find((step) => stepProblems(step, inputs).length > 0) ?? 'review';
}

/**
 * Steps shown as done and reachable from the stepper: those the user has reached, up to the first one
 * that is not complete (an earlier change, such as another template, can reopen a later step).
 */
export function completedSteps(reached: SendStep, inputs: SendInputs): SendStep[] {
  const limit = Math.min(sendSteps.indexOf(reached), sendSteps.indexOf(firstBlockedStep(inputs)));
  return sendSteps.filter((_, index) => index <= limit);
}

/** Which step shows a server field (`name`, `variableMapping.first_name`, `schedule.at`). */
export function stepOfField(field: string): SendStep {
  if (field.startsWith('variableMapping')) return 'variables';
  if (field.startsWith('schedule')) return 'schedule';
  if (field.startsWith('audience')) return 'audience';
  return 'template';
}

/**
 * The campaign's own header file, by the key the server's sender reads (`header.media`): Meta's media
 * id of a file uploaded through the sender number (spec §7 broadcast mediaUpload). Without it the
 * template's sample is sent.
 */
export const HEADER_MEDIA = 'header.media';

/** The kind of file the template's header takes (IMAGE, VIDEO, DOCUMENT), or null for a text, location or no header. */
export function mediaHeaderOf(template: Pick<TemplateContent, 'components'> | null): MediaKind | null {
  const header = template?.components.find((component) => component.type === 'HEADER');
  return header && (header.format === 'IMAGE' || header.format === 'VIDEO' || header.format === 'DOCUMENT') ? header.format : null;
}

/** The mapping with the campaign's own header file set to `mediaId`, or taken out (null): the template's sample then. */
export function withHeaderFile(mapping: VariableMapping, mediaId: string | null): VariableMapping {
  const rest = Object.fromEntries(Object.entries(mapping).filter(([key]) => key !== HEADER_MEDIA));
  return mediaId ? { ...rest, [HEADER_MEDIA]: { kind: 'fixed', value: mediaId } } : rest;
}

export function toServerMapping(template: TemplateContent, mapping: VariableMapping): Record<string, ServerSource> {
  const named = template.parameter_format === 'NAMED';
  const out: Record<string, ServerSource> = {};
  for (const slot of templateVariableSlots(template)) {
    const source = mapping[slot.key];
    if (!source || slot.key.startsWith('cards.')) continue;
    out[serverName(slot, named)] = source.kind === 'column' ? { kind: 'column', column: source.column } : { kind: 'text', text: source.value };
  }
  const file = mapping[HEADER_MEDIA];
  if (file?.kind === 'fixed' && mediaHeaderOf(template)) out[HEADER_MEDIA] = { kind: 'text', text: file.value };
  return out;
}

export function fromServerMapping(template: TemplateContent, mapping: Record<string, ServerSource>): VariableMapping {
  const named = template.parameter_format === 'NAMED';
  const out: VariableMapping = {};
  for (const slot of templateVariableSlots(template)) {
    const source = mapping[serverName(slot, named)];
    if (source) out[slot.key] = source.kind === 'column' ? { kind: 'column', column: source.column } : { kind: 'fixed', value: source.text };
  }
  const file = mapping[HEADER_MEDIA];
  if (file?.kind === 'text' && mediaHeaderOf(template)) out[HEADER_MEDIA] = { kind: 'fixed', value: file.text };
  return out;
}

export function toDraftInput(form: SendForm, template: TemplateContent): CampaignDraftInput {
  const audience = form.audienceKind === 'ENGAGED_USERS' ? { kind: 'ENGAGED_USERS' as const, days: form.engagedDays } : { kind: form.audienceKind };
  return {
    name: form.name.trim(),
    senderId: form.senderId,
    templateSno: form.templateSno ?? 0,
    variableMapping: toServerMapping(template, form.mapping),
    audience,
    schedule: toCampaignSchedule(form.schedule),
  };
}

/** The form of a saved campaign, opened on the audience its re-schedule route names. */
export function formFromCampaign(campaign: CampaignView, template: TemplateContent | null, audienceKind: AudienceKind): SendForm {
  return {
    name: campaign.name,
    senderId: campaign.senderId,
    templateSno: campaign.templateSno,
    audienceKind,
    engagedDays: campaign.audience.kind === 'ENGAGED_USERS' ? campaign.audience.days : 30,
    mapping: template ? fromServerMapping(template, campaign.variableMapping) : {},
    schedule: fromCampaignSchedule(campaign.schedule),
  };
}
