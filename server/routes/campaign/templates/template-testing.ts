import pino from 'pino';
import { createApp } from '../../../app';
import { applyTemplateWebhooks } from '../../../messaging/templates/local-template-provider';
import { createCloudApiClient } from '../../../messaging/channels/whatsapp/cloud-api-client';
import { startWhatsappSandbox, type WhatsappSandbox } from '../../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoMessaging } from '../../../seed/demo-accounts';
import { TEST_BCRYPT_COST, type TestServer } from '../../../testing/test-server';

const appSecret = 'template-test-secret';
const accessToken = 'template-test-token';

/**
 * The test server again, now with template management on a sandbox provider for the demo WABAs
 * whose review webhooks are verified and applied to the same database.
 */
export async function withTemplateSandbox(server: TestServer, reviewMs: readonly [number, number] = [30, 30]): Promise<{ server: TestServer; sandbox: WhatsappSandbox }> {
  const sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: { reviewMs },
    webhookAttempts: 20,
    phoneNumbers: demoMessaging.flatMap((demo) => demo.numbers.map((number) => ({ id: number.id, displayPhoneNumber: number.displayNumber.slice(1), wabaId: demo.waba.id }))),
    deliverWebhook: applyTemplateWebhooks(server.db, appSecret),
  });
  const templateProvider = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken });
  const app = createApp({
    db: server.db,
    config: server.config,
    logger: pino({ level: 'silent' }),
    options: { bcryptCost: TEST_BCRYPT_COST, trustProxy: true, now: server.clock.now },
    templateProvider,
  });
  return { server: { ...server, app }, sandbox };
}
