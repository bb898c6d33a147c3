import { z } from 'zod';
import { webhookAlgorithm, webhookEventCategory } from '@/api/contracts/webhook-rules';
import { keptFormSchema } from '@/shell/drafts';
import type { RuleForm } from './rule-form';

/** The rule being written, kept in the browser (docs/decisions.md, "Drafts in the browser"). */
export const RULE_DRAFT = 'whatsapp.webhook-rule-draft';

export const keptRuleDraft = keptFormSchema<RuleForm>(
  z.object({
    wabaNumber: z.string(),
    url: z.string(),
    requestType: z.enum(['POST', 'PUT']),
    httpHeaders: z.array(z.object({ key: z.string(), value: z.string() })),
    retryCount: z.string(),
    retryDelayInSec: z.string(),
    eventCategory: z.array(webhookEventCategory),
    defaultRule: z.boolean(),
    eventType: z.string(),
    channelId: z.string(),
    senderId: z.string(),
    handoverTemplate: z.string(),
    encryptPayload: z.boolean(),
    algorithm: z.union([webhookAlgorithm, z.literal('')]),
  }),
);

/** Header values often carry the receiver's token: only their names are kept, the values are typed again. */
export const ruleForKeeping = (form: RuleForm): RuleForm => ({ ...form, httpHeaders: form.httpHeaders.map((header) => ({ key: header.key, value: '' })) });
