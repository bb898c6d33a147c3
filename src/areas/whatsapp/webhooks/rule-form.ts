import { webhookRuleFields, type WebhookAlgorithm, type WebhookEventCategory, type WebhookRule, type WebhookRuleFieldsInput } from '@/api/contracts/webhook-rules';

/** What the rule form holds while typing: numbers as typed, so a half-typed value is never lost. */
export interface RuleForm {
  wabaNumber: string;
  url: string;
  requestType: 'POST' | 'PUT';
  httpHeaders: { key: string; value: string }[];
  retryCount: string;
  retryDelayInSec: string;
  eventCategory: WebhookEventCategory[];
  defaultRule: boolean;
  eventType: string;
  channelId: string;
  senderId: string;
  handoverTemplate: string;
  encryptPayload: boolean;
  algorithm: WebhookAlgorithm | '';
}

export const emptyRuleForm = (wabaNumber: string): RuleForm => ({
  wabaNumber,
  url: '',
  requestType: 'POST',
  httpHeaders: [],
  retryCount: '3',
  retryDelayInSec: '30',
  eventCategory: [],
  defaultRule: false,
  eventType: '',
  channelId: '',
  senderId: '',
  handoverTemplate: '',
  encryptPayload: false,
  algorithm: '',
});

export const ruleToForm = (rule: WebhookRule): RuleForm => ({
  wabaNumber: rule.wabaNumber,
  url: rule.url,
  requestType: rule.requestType,
  httpHeaders: rule.httpHeaders.map((header) => ({ ...header })),
  retryCount: String(rule.retryCount),
  retryDelayInSec: String(rule.retryDelayInSec),
  eventCategory: [...rule.eventCategory],
  defaultRule: rule.defaultRule,
  eventType: rule.eventType,
  channelId: rule.channelId,
  senderId: rule.senderId,
  handoverTemplate: rule.handoverTemplate,
  encryptPayload: rule.encryptPayload,
  algorithm: rule.algorithm ?? '',
});

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The call's fields, and the errors the contract finds in them by field path (`httpHeaders.0.key`); the server checks the same again. */
export function checkRuleForm(form: RuleForm): { fields: WebhookRuleFieldsInput; errors: Record<string, string> } {
  const fields = {
    ...form,
    url: form.url.trim(),
    httpHeaders: form.httpHeaders.filter((header) => header.key.trim() || header.value.trim()).map((header) => ({ key: header.key.trim(), value: header.value })),
    retryCount: whole(form.retryCount),
    retryDelayInSec: whole(form.retryDelayInSec),
    algorithm: form.encryptPayload && form.algorithm ? form.algorithm : null,
  };
  const parsed = webhookRuleFields.safeParse(fields);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { fields, errors };
}
