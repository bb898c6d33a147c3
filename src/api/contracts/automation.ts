import { z } from 'zod';
import { e164Phone } from './campaigns';

/**
 * The automation builder (whatsapp-campaign/automation-builder) and the WhatsApp sandbox's inbound
 * control, under the campaign base. Spec §7 names none of these calls, so they sit beside the
 * campaign routes (`/api/campaign/whatsapp/…`).
 */

export const AUTOMATION_BASE = '/api/campaign/whatsapp/automations';
export const AUTOMATION_RUNS_PATH = '/api/campaign/whatsapp/automation-runs';
/** Sandbox only: answers 404 when the server talks to Meta. */
export const WHATSAPP_SANDBOX_BASE = '/api/campaign/whatsapp/sandbox';

export const AUTOMATION_KEYWORD_MAX = 100;
export const AUTOMATION_ACTIONS_MAX = 5;
/** Meta's limit on a text message's body. */
export const REPLY_TEXT_MAX = 4096;
export const TAG_MAX = 40;

export const matchKind = z.enum(['CONTAINS', 'EQUALS']);
export type MatchKind = z.infer<typeof matchKind>;

export const automationState = z.enum(['DRAFT', 'PUBLISHED']);
export type AutomationState = z.infer<typeof automationState>;

const trimmed = (max: number, required: string) => z.string().trim().min(1, required).max(max, `At most ${max} characters.`);

export const automationAction = z.discriminatedUnion('kind', [
  /** An APPROVED template of the number's WABA without variables (the contact's data has none to fill). */
  z.object({ kind: z.literal('SEND_TEMPLATE'), templateSno: z.number().int().positive('Choose a template.') }),
  z.object({ kind: z.literal('ADD_TAG'), tag: trimmed(TAG_MAX, 'Enter a tag.').regex(/^[\p{L}\p{N}_ -]+$/u, 'Letters, digits, spaces, _ and - only.') }),
  /** A free-form reply: sent only inside the customer's 24-hour window, which their message opens. */
  z.object({ kind: z.literal('SEND_TEXT'), text: trimmed(REPLY_TEXT_MAX, 'Enter the reply text.') }),
]);
export type AutomationAction = z.infer<typeof automationAction>;
export type AutomationActionKind = AutomationAction['kind'];

export const automationInput = z.object({
  name: trimmed(100, 'Enter a name.'),
  senderId: z.string().min(1, 'Choose a number.').max(64),
  match: matchKind,
  keyword: trimmed(AUTOMATION_KEYWORD_MAX, 'Enter a keyword.'),
  actions: z.array(automationAction).min(1, 'Add at least one action.').max(AUTOMATION_ACTIONS_MAX, `At most ${AUTOMATION_ACTIONS_MAX} actions.`),
});
export type AutomationInput = z.infer<typeof automationInput>;

export const automationView = automationInput.extend({
  id: z.string(),
  state: automationState,
  displayNumber: z.string(),
  createdBy: z.string(),
  updatedOn: z.string(),
});
export type AutomationView = z.infer<typeof automationView>;

export const automationListResponse = z.object({ automations: z.array(automationView) });
export const automationIdParams = z.object({ id: z.uuid('Not an automation id.') });
export const deletedResponse = z.object({ deleted: z.literal(true) });

export const runOutcome = z.object({ kind: z.enum(['SEND_TEMPLATE', 'ADD_TAG', 'SEND_TEXT']), ok: z.boolean(), detail: z.string() });
export type RunOutcome = z.infer<typeof runOutcome>;

export const automationRun = z.object({
  id: z.number().int(),
  automationId: z.string(),
  automationName: z.string(),
  at: z.string(),
  phone: z.string(),
  triggerText: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  outcomes: z.array(runOutcome),
});
export type AutomationRun = z.infer<typeof automationRun>;

export const automationRunsQuery = z.object({
  automationId: z.uuid('Not an automation id.').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const automationRunsResponse = z.object({ runs: z.array(automationRun) });

/** Whether this server runs the WhatsApp sandbox provider, and which of the account's numbers it knows. */
export const sandboxStatusResponse = z.object({ sandbox: z.boolean(), senderIds: z.array(z.string()) });

/** A person writing to one of the account's numbers, simulated by the sandbox provider. */
export const sandboxInboundRequest = z.object({
  senderId: z.string().min(1, 'Choose a number.').max(64),
  from: e164Phone,
  text: trimmed(REPLY_TEXT_MAX, 'Enter the message text.'),
});
export type SandboxInboundRequest = z.infer<typeof sandboxInboundRequest>;
export const sandboxInboundResponse = z.object({ messageId: z.string() });

/** What the sandbox's simulated phone of `phone` received from the number, oldest first. */
export const sandboxPhoneQuery = z.object({ senderId: z.string().min(1).max(64), phone: e164Phone });
export const sandboxPhoneMessage = z.object({
  id: z.string(),
  at: z.string(),
  /** `text` for a free-form reply; otherwise the template's name. */
  kind: z.enum(['text', 'template']),
  template: z.string().nullable(),
  text: z.string().nullable(),
  /** The message's URL buttons as the phone opens them (a tracked one is our click redirect). */
  links: z.array(z.string()),
});
export type SandboxPhoneMessage = z.infer<typeof sandboxPhoneMessage>;
export const sandboxPhoneResponse = z.object({ messages: z.array(sandboxPhoneMessage) });
