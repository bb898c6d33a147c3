import { randomUUID } from 'node:crypto';
import type { RcsTemplateContent } from '@/api/contracts/rcs-template';
import type { Db } from '../../server/platform/db/db';
import { buildAgentMessage } from '../../server/messaging/channels/rcs/agent-message';
import { fillVariables } from '../../server/messaging/channels/fill-variables';
import { serviceAccountRbmTokens } from '../../server/messaging/channels/rcs/rbm-access-tokens';
import { variablesFor } from '../../server/messaging/campaigns/recipient-variables';
import { startRcsSandbox } from '../../server/messaging/sandbox/rcs/start-rcs-sandbox';
import { createSandboxSmsSender } from '../../server/messaging/sandbox/sms/sandbox-sms-sender';
import type { BareHooks, BareLoopResult } from './bare-send-loop';

/** What the RCS baselines send, read once from the real campaign: its agent, template, SMS header and recipients. */
export interface BareRcsCampaign {
  campaignId: string;
  agentId: string;
  template: RcsTemplateContent;
  smsFrom: string;
  ttlSeconds: number;
  recipients: ReadonlyArray<{ id: string; phone: string; values: Record<string, string> }>;
}

export async function bareRcsCampaignOf(db: Db, campaignId: string, ttlSeconds: number): Promise<BareRcsCampaign> {
  const [campaign] = await db.query<{ sender_id: string; rcs_template: RcsTemplateContent; sms_sender_id: string; variable_mapping: Parameters<typeof variablesFor>[0] }>(
    'select sender_id, rcs_template, sms_sender_id, variable_mapping from campaigns where id = $1',
    [campaignId],
  );
  if (!campaign) throw new Error(`no campaign ${campaignId}`);
  const rows = await db.query<{ id: string; phone: string; variables: Record<string, string> }>('select id::text, phone, variables from campaign_recipients where campaign_id = $1 order by id', [campaignId]);
  return {
    campaignId,
    agentId: campaign.sender_id,
    template: campaign.rcs_template,
    smsFrom: campaign.sms_sender_id,
    ttlSeconds,
    recipients: rows.map((row) => ({ id: row.id, phone: row.phone, values: variablesFor(campaign.variable_mapping, row.variables) })),
  };
}

const IN_FLIGHT = 64;
/** users.batchGet as ours asks it: once for each chunk of numbers. */
const REACH_CHUNK = 500;

interface PushBody {
  message?: { data?: string };
}

/**
 * The least an RCS dispatcher can do over the same sandbox agent as ours (a fresh instance, instant
 * timing, seed 1, the campaign's own template and SMS text): one users.batchGet for each 500 numbers,
 * the message to the agent for each number it lists, `IN_FLIGHT` at a time with the platform's fetch,
 * an SMS (the same sandbox SMS sender) for each number it does not list and each message the agent
 * revokes at its time to live, and a receiver that decodes each signed Pub/Sub push and keeps nothing
 * but which message it settles. It stops once every message is delivered or went by SMS, the
 * criterion the real run's counters are read by.
 */
export async function runBareRcsLoop(campaign: BareRcsCampaign, hooks: BareHooks): Promise<BareLoopResult> {
  let statuses = 0;
  let webhooks = 0;
  const total = campaign.recipients.length;
  const settled = new Set<string>();
  let settle: () => void = () => undefined;
  const allSettled = new Promise<void>((resolve) => (settle = resolve));
  const done = (id: string) => {
    if (settled.has(id)) return;
    settled.add(id);
    if (settled.size === total) settle();
  };
  const sms = createSandboxSmsSender({ anyHeader: true });
  const byMessage = new Map<string, { id: string; phone: string; values: Record<string, string> }>();
  const smsText = campaign.template.smsFallbackText ?? '';
  const sendSms = async (recipient: { id: string; phone: string; values: Record<string, string> }) => {
    const sent = await sms.send({ from: campaign.smsFrom, to: recipient.phone, text: fillVariables(smsText, recipient.values), reference: `${campaign.campaignId}:${recipient.id}` });
    await hooks.sent(recipient.id, sent.id);
    done(recipient.id);
  };
  const sandbox = await startRcsSandbox({
    clientToken: 'bench-bare-rcs-loop',
    timing: 'instant',
    seed: '1',
    deliverWebhook: async (rawBody) => {
      webhooks += 1;
      const body = JSON.parse(rawBody) as PushBody;
      const event = JSON.parse(Buffer.from(body.message?.data ?? '', 'base64').toString('utf8')) as { messageId?: string; eventType?: string };
      const recipient = event.messageId ? byMessage.get(event.messageId) : undefined;
      if (!recipient || !event.eventType) return;
      statuses += 1;
      await hooks.status(event.messageId ?? '', event.eventType === 'TTL_EXPIRATION_REVOKED' ? 'failed' : event.eventType.toLowerCase(), null);
      if (event.eventType === 'DELIVERED') done(recipient.id);
      if (event.eventType === 'TTL_EXPIRATION_REVOKED') await sendSms(recipient);
    },
  });
  try {
    const tokens = serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 15_000 });
    const headers = { authorization: `Bearer ${await tokens.current()}`, 'content-type': 'application/json' };
    const queue: Array<{ id: string; phone: string; values: Record<string, string> }> = [];
    for (let at = 0; at < total; at += REACH_CHUNK) {
      const chunk = campaign.recipients.slice(at, at + REACH_CHUNK);
      const response = await fetch(`${sandbox.baseUrl}/v1/users:batchGet`, { method: 'POST', headers, body: JSON.stringify({ users: chunk.map((row) => row.phone), agentId: campaign.agentId }) });
      const reachable = new Set(((await response.json()) as { reachableUsers?: string[] }).reachableUsers ?? []);
      for (const recipient of chunk) {
        if (reachable.has(recipient.phone)) queue.push(recipient);
        else await sendSms(recipient);
      }
    }
    let next = 0;
    const worker = async () => {
      for (let at = next++; at < queue.length; at = next++) {
        const recipient = queue[at]!;
        const messageId = randomUUID();
        byMessage.set(messageId, recipient);
        const query = new URLSearchParams({ messageId, agentId: campaign.agentId });
        const response = await fetch(`${sandbox.baseUrl}/v1/phones/${encodeURIComponent(recipient.phone)}/agentMessages?${query}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(buildAgentMessage(campaign.template, recipient.values, campaign.ttlSeconds)),
        });
        if (response.status === 404) {
          await response.arrayBuffer();
          await sendSms(recipient);
          continue;
        }
        const answer = (await response.json()) as { name?: string; error?: unknown };
        if (!response.ok || !answer.name) throw new Error(`the sandbox agent refused a bare send: ${JSON.stringify(answer)}`);
        await hooks.sent(recipient.id, messageId);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await allSettled;
    return { sends: total, statuses, webhooks };
  } finally {
    await sandbox.close();
  }
}
