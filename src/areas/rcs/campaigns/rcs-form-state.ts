import type { VariableSlot } from '@/api/rules/template-variable-slots';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { resolveSchedule, type ScheduleValue, type VariableMapping } from '@/campaigns';

export type RcsAudienceChoice = 'FILE' | 'ACTIVE_USERS';

export interface RcsForm {
  name: string;
  senderId: string;
  templateId: number | null;
  audience: RcsAudienceChoice;
  exclusionGroupIds: string[];
  smsSenderId: string;
  /** The SMS fallback's DLT template (getdlttemplate); '' for the RCS template's SMS text. */
  dltTemplateId: string;
  mapping: VariableMapping;
  schedule: ScheduleValue;
  /**
   * The chosen file's (or contact list's) name: a browser cannot keep the file across a reload, so the
   * draft keeps its name and the audience step asks for it again by name. Never sent to the server.
   */
  fileName: string;
}

export const rcsSteps = ['details', 'audience', 'schedule', 'review'] as const;
export type RcsStep = (typeof rcsSteps)[number];

export const emptyRcsForm = (audience: RcsAudienceChoice = 'FILE'): RcsForm => ({
  name: '',
  senderId: '',
  templateId: null,
  audience,
  exclusionGroupIds: [],
  smsSenderId: '',
  dltTemplateId: '',
  mapping: {},
  schedule: { mode: 'now' },
  fileName: '',
});

/** The form of a saved or scheduled campaign being edited: its file stays unless a new one is chosen. */
export function formOf(campaign: RcsCampaign): RcsForm {
  const [date = '', time = ''] = (campaign.scheduleLocal ?? '').split('T');
  return {
    name: campaign.campaignName,
    senderId: campaign.senderId,
    templateId: campaign.templateId,
    audience: campaign.audience,
    exclusionGroupIds: campaign.exclusionGroups.map((group) => group.id),
    smsSenderId: campaign.smsSenderId ?? '',
    dltTemplateId: campaign.dltTemplateId ?? '',
    mapping: Object.fromEntries(Object.entries(campaign.variableMapping).map(([name, source]) => [name, source.kind === 'column' ? source : { kind: 'fixed', value: source.text }])),
    schedule: campaign.scheduleLocal ? { mode: 'later', date, time, timeZone: campaign.timeZone ?? 'UTC' } : { mode: 'now' },
    fileName: '',
  };
}

/** Every `{{name}}` of an RCS template's texts as the shared mapping form's slots. */
export function rcsSlots(template: unknown): VariableSlot[] {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) names.add(match[1] ?? '');
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(template);
  return [...names].filter(Boolean).map((name) => ({ key: name, name, column: /^\d+$/.test(name) ? `var_${name}` : name, example: '' }));
}

export type RcsProblem = 'name' | 'sender' | 'template' | 'file' | 'mapping' | 'schedule';

/** What stops a step from going on, shown beside its fields once the user tried. */
export function stepProblems(step: RcsStep, form: RcsForm, inputs: { hasFile: boolean; slots: readonly VariableSlot[]; now: number; limitDays: number }): RcsProblem[] {
  const problems: RcsProblem[] = [];
  if (step === 'details') {
    if (!form.name.trim()) problems.push('name');
    if (!form.senderId) problems.push('sender');
    if (form.templateId === null) problems.push('template');
  }
  if (step === 'audience') {
    if (form.audience === 'FILE' && !inputs.hasFile) problems.push('file');
    const unmapped = inputs.slots.some((slot) => {
      const source = form.mapping[slot.key];
      if (!source) return true;
      return source.kind === 'fixed' ? !source.value.trim() : form.audience !== 'FILE';
    });
    if (unmapped) problems.push('mapping');
  }
  if (step === 'schedule' && resolveSchedule(form.schedule, inputs.now, inputs.limitDays).problem) problems.push('schedule');
  return problems;
}

/** The save body of spec §3 (and ours) from the form. */
export function saveBody(form: RcsForm, extra: { esmeaddr: number; templateName: string; campaignId: string | null; schedule: boolean }) {
  return {
    esmeaddr: extra.esmeaddr,
    ...(extra.campaignId ? { campaignId: extra.campaignId } : {}),
    campaignName: form.name.trim(),
    senderId: form.senderId,
    templateId: form.templateId,
    templateName: extra.templateName,
    language: 'en' as const,
    botId: form.senderId,
    exclusionGroupIds: form.exclusionGroupIds,
    smsSenderId: form.smsSenderId || null,
    dltTemplateId: form.smsSenderId && form.dltTemplateId ? form.dltTemplateId : null,
    variableMapping: Object.fromEntries(Object.entries(form.mapping).map(([name, source]) => [name, source.kind === 'column' ? source : { kind: 'text', text: source.value }])),
    ...(extra.schedule ? { scheduleAt: form.schedule.mode === 'later' ? `${form.schedule.date}T${form.schedule.time}` : null, timeZone: form.schedule.mode === 'later' ? form.schedule.timeZone : 'UTC' } : {}),
  };
}
