import { z } from 'zod';
import { e164Phone } from './campaigns';
import { flowDocumentInput, flowDocumentJson } from './chatbot-flows';

/**
 * The automation builder (whatsapp-campaign/automation-builder) and the WhatsApp sandbox's inbound
 * control, under the campaign base. Spec §7 names none of these calls, so they sit beside the
 * campaign routes (`/api/campaign/whatsapp/…`).
 */

export const AUTOMATION_BASE = '/api/campaign/whatsapp/automations';
export const AUTOMATION_RUNS_PATH = '/api/campaign/whatsapp/automation-runs';
/** Sandbox only: answers 404 when the server talks to Meta. */
export const WHATSAPP_SANDBOX_BASE = '/api/campaign/whatsapp/sandbox';

/** Meta's limit on a text message's body. */
export const REPLY_TEXT_MAX = 4096;

export const automationState = z.enum(['DRAFT', 'PUBLISHED']);
export type AutomationState = z.infer<typeof automationState>;

const trimmed = (max: number, required: string) => z.string().trim().min(1, required).max(max, `At most ${max} characters.`);

/**
 * An automation: a name, the number whose inbound messages it reacts to, and its canvas document
 * (a flow document with `documentType: 'automation'`: the engine's `FlowDocument` sent, its `ReadFlowDocument` answered).
 * The server reads the document as the engine does; bad paths come back in `fields` as
 * `document.nodes.2.data.template`. It owns the document's `id`, `name` and `state` and overwrites them.
 */
export const automationInput = z.object({
  name: trimmed(100, 'Enter a name.'),
  senderId: z.string().min(1, 'Choose a number.').max(64),
  document: flowDocumentInput,
});
export type AutomationInput = z.infer<typeof automationInput>;

/** POST automations: a new draft automation, its document empty or given. */
export const createAutomationRequest = automationInput.extend({ document: flowDocumentInput.optional() });
export type CreateAutomationRequest = z.infer<typeof createAutomationRequest>;

export const automationView = automationInput.extend({
  document: flowDocumentJson,
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

/**
 * One node the run went through, in order: its id and kind, how it ended (`next`, `error` for a
 * failed action, `wait`, `dead-end`) and what it did in words (the trigger's test, the template sent,
 * the failure's reason).
 */
export const pathStep = z.object({
  nodeId: z.string(),
  kind: z.string(),
  outcome: z.string(),
  branch: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type PathStep = z.infer<typeof pathStep>;

/**
 * A message the run sent to the contact, by the node that sent it: our send's outcome (`SENDING`,
 * `SENT` once the provider accepted it, `FAILED` with its reason) and then what the provider reported
 * (`sent`, `delivered`, `read`, `failed` with its error), null until it reports.
 */
export const automationReply = z.object({
  nodeId: z.string(),
  status: z.enum(['SENDING', 'SENT', 'FAILED']),
  delivery: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
export type AutomationReply = z.infer<typeof automationReply>;

export const automationRun = z.object({
  id: z.number().int(),
  automationId: z.string(),
  automationName: z.string(),
  at: z.string(),
  phone: z.string(),
  triggerText: z.string(),
  /** WAITING: a WAIT node holds the rest of the path until its time comes. */
  status: z.enum(['RUNNING', 'WAITING', 'DONE', 'FAILED']),
  path: z.array(pathStep),
  replies: z.array(automationReply),
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
  /**
   * The customer taps the button whose text is `text` of the last message the number sent them (a
   * chatbot's reply button, or a template's quick-reply button), instead of typing it.
   */
  button: z.boolean().optional(),
});
export type SandboxInboundRequest = z.infer<typeof sandboxInboundRequest>;
export const sandboxInboundResponse = z.object({ messageId: z.string() });

/** The conversation on the sandbox's simulated phone of `phone` with the number, oldest first. */
export const sandboxPhoneQuery = z.object({ senderId: z.string().min(1).max(64), phone: e164Phone });
export const sandboxPhoneMessage = z.object({
  id: z.string(),
  at: z.string(),
  /** `business`: the number sent it (the phone received it); `customer`: the simulated customer wrote it. */
  from: z.enum(['business', 'customer']),
  /** `text` for a free-form reply; otherwise the template's name. */
  kind: z.enum(['text', 'template']),
  template: z.string().nullable(),
  text: z.string().nullable(),
  /** The message's URL buttons as the phone opens them (a tracked one is our click redirect). */
  links: z.array(z.string()),
  /** A chatbot's reply buttons on the message, which the customer can tap (`button` in the inbound call). */
  buttons: z.array(z.string()),
});
export type SandboxPhoneMessage = z.infer<typeof sandboxPhoneMessage>;
export const sandboxPhoneResponse = z.object({ messages: z.array(sandboxPhoneMessage) });
