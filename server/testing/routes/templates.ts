import pino from 'pino';
import { createApp } from '../../app';
import { applyChannelEvents } from '../../messaging/campaigns/apply-events';
import { receiveWhatsappWebhook } from '../../messaging/channels/whatsapp/receive-webhook';
import { unknownTemplateIn } from '../../messaging/templates/unknown-template';
import type { ServerOptions } from '../../platform/context';
import type { Db } from '../../platform/db/db';
import { createCloudApiClient } from '../../messaging/channels/whatsapp/cloud-api-client';
import { startWhatsappSandbox, type WhatsappSandbox, type WhatsappSandboxOptions } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoMessaging } from '../../seed/demo-accounts';
import { TEST_BCRYPT_COST, type TestServer } from '../test-server';

const appSecret = 'template-test-secret';
const accessToken = 'template-test-token';

/**
 * The sandbox's webhook, verified and applied as the webhook route does it (a verdict for a template
 * not stored yet is refused, so the sandbox posts it again). While `held` is set, webhooks wait for it.
 */
function applyTemplateWebhooks(db: Db, secret: string, held: () => Promise<void> | null) {
  return async (rawBody: string, headers: Record<string, string>) => {
    await held();
    const received = receiveWhatsappWebhook(rawBody, headers['x-hub-signature-256'], secret, new Date());
    if (!received.ok) throw new Error(`webhook refused: ${received.reason}`);
    const unknown = await unknownTemplateIn(db, received.events);
    if (unknown) throw new Error(`template ${unknown} is not stored yet`);
    await applyChannelEvents(db, received.events);
  };
}

/**
 * The test server again, now with template management on a sandbox provider for the demo WABAs
 * whose review webhooks are verified and applied to the same database.
 */
export async function withTemplateSandbox(
  server: TestServer,
  reviewMs: readonly [number, number] = [30, 30],
  /** More options for the app (the messaging sandboxes' webhook secrets). */
  appOptions: Partial<ServerOptions> = {},
  /** Meta allows 100 template creations an hour (a bench that creates more raises it); the client waits 15 s for an answer (a fault test, less). */
  sandboxOptions: Pick<WhatsappSandboxOptions, 'templateCreationsPerHour'> & { timeoutMs?: number } = {},
): Promise<{ server: TestServer; sandbox: WhatsappSandbox; holdWebhooks: () => () => void }> {
  let hold: Promise<void> | null = null;
  /** Keeps the provider's verdicts from reaching our database until the returned release is called, so a test can act while one is due, however slow the host. */
  const holdWebhooks = () => {
    let resolve = () => {};
    hold = new Promise<void>((done) => {
      resolve = done;
    });
    return () => {
      hold = null;
      resolve();
    };
  };
  const sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: { reviewMs },
    ...(sandboxOptions.templateCreationsPerHour ? { templateCreationsPerHour: sandboxOptions.templateCreationsPerHour } : {}),
    webhookAttempts: 20,
    // A verdict can reach us before the create that asked for it stored the template, and is refused
    // until it has; retried at Meta's pace (2 s, doubling) a later test's `idle()` outwaited its timeout.
    webhookRetryDelayMs: 50,
    phoneNumbers: demoMessaging.flatMap((demo) =>
      demo.numbers.map((number) => ({ id: number.id, displayPhoneNumber: number.displayNumber.slice(1), wabaId: demo.waba.id, verifiedName: number.verifiedName, quality: number.quality, messagingLimit: demo.portfolio.messagingLimit })),
    ),
    deliverWebhook: applyTemplateWebhooks(server.db, appSecret, () => hold),
  });
  const templateProvider = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken, ...(sandboxOptions.timeoutMs ? { timeoutMs: sandboxOptions.timeoutMs } : {}) });
  const app = createApp({
    db: server.db,
    config: server.config,
    logger: pino({ level: 'silent' }),
    options: { bcryptCost: TEST_BCRYPT_COST, trustProxy: true, now: server.clock.now, ...appOptions },
    templateProvider,
  });
  return { server: { ...server, app }, sandbox, holdWebhooks };
}

/** A template made at the provider itself, as in WhatsApp Manager: the console never asked for it. */
export async function createInWhatsappManager(sandbox: WhatsappSandbox, wabaId: string, template: unknown): Promise<string> {
  const answer = await fetch(`${sandbox.baseUrl}/v18.0/${wabaId}/message_templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(template),
  });
  const body = (await answer.json()) as { id?: string };
  if (!answer.ok || !body.id) throw new Error(`the sandbox refused the template: ${JSON.stringify(body)}`);
  return body.id;
}
