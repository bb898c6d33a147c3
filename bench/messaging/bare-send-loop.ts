import { startWhatsappSandbox, type NewSandboxNumber } from '../../server/messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import type { SandboxTemplate } from '../../server/messaging/sandbox/whatsapp/sandbox-messages';

/** What the baselines send, read once from the real campaign before they run: its number, its template, its recipients. */
export interface BareCampaign {
  campaignId: string;
  number: NewSandboxNumber;
  template: SandboxTemplate;
  recipients: ReadonlyArray<{ id: string; phone: string }>;
}

export interface BareHooks {
  /** The sandbox answered a send with this message id. */
  sent(recipientId: string, messageId: string): Promise<void>;
  /** A status webhook told this status of a message. */
  status(messageId: string, status: string, errorCode: number | null): Promise<void>;
}

/** What a finished loop counted: every send answered, and every message past `sent` (delivered, read or failed). */
export interface BareLoopResult {
  sends: number;
  statuses: number;
  webhooks: number;
}

const IN_FLIGHT = 64;
const SETTLED = new Set(['delivered', 'read', 'failed']);

interface StatusesBody {
  entry?: Array<{ changes?: Array<{ value?: { statuses?: Array<{ id: string; status: string; errors?: Array<{ code: number }> }> } }> }>;
}

/**
 * The least a dispatcher can do over the same sandbox as ours (a fresh instance of it, instant
 * timing, the same seed and template check): post each message to the send API, `IN_FLIGHT` at a time,
 * with the platform's fetch as our Cloud API client does, and take its signed status webhooks in this
 * process without a socket, as the real run's harness hands them to our webhook route. It stops once
 * every message is past `sent`, the criterion the real run's counters are read by. No pacing: the
 * sandbox's number is given a throughput no run reaches, so no send is refused and none retried.
 */
export async function runBareSendLoop(campaign: BareCampaign, hooks: BareHooks): Promise<BareLoopResult> {
  const accessToken = 'bench-bare-loop';
  let statuses = 0;
  let webhooks = 0;
  const settled = new Set<string>();
  let settle: () => void = () => undefined;
  const allSettled = new Promise<void>((resolve) => (settle = resolve));
  const total = campaign.recipients.length;
  const sandbox = await startWhatsappSandbox({
    appSecret: 'bench-bare-loop-secret',
    accessToken,
    timing: 'instant',
    seed: '1',
    phoneNumbers: [{ ...campaign.number, throughput: Number.MAX_SAFE_INTEGER }],
    findTemplate: () => campaign.template,
    keepReceived: total,
    deliverWebhook: async (rawBody) => {
      webhooks += 1;
      // Reading the statuses is the receiver's one job; replies and other changes are taken and left.
      const body = JSON.parse(rawBody) as StatusesBody;
      for (const entry of body.entry ?? [])
        for (const change of entry.changes ?? [])
          for (const status of change.value?.statuses ?? []) {
            statuses += 1;
            await hooks.status(status.id, status.status, status.errors?.[0]?.code ?? null);
            if (SETTLED.has(status.status) && !settled.has(status.id)) {
              settled.add(status.id);
              if (settled.size === total) settle();
            }
          }
    },
  });
  try {
    const url = `${sandbox.baseUrl}/v21.0/${campaign.number.id}/messages`;
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    let next = 0;
    const worker = async () => {
      for (let at = next++; at < total; at = next++) {
        const recipient = campaign.recipients[at]!;
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: recipient.phone.replace(/^\+/, ''),
            type: 'template',
            biz_opaque_callback_data: `${campaign.campaignId}:${recipient.id}`,
            template: { name: campaign.template.name, language: { code: campaign.template.language, policy: 'deterministic' } },
          }),
        });
        const answer = (await response.json()) as { messages?: Array<{ id: string }>; error?: { code: number; message: string } };
        const id = answer.messages?.[0]?.id;
        if (!response.ok || !id) throw new Error(`the sandbox refused a bare send: ${JSON.stringify(answer)}`);
        await hooks.sent(recipient.id, id);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await allSettled;
    return { sends: total, statuses, webhooks };
  } finally {
    await sandbox.close();
  }
}
