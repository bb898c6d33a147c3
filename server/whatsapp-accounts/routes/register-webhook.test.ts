import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WABA_BASE } from '@/api/contracts/whatsapp-waba';
import type { WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { withTemplateSandbox } from '../../testing/routes/templates';

const ACME = demoMessaging.find((demo) => demo.esme === demoLogins.designer.esme)!;
const LOUNGE = demoMessaging.find((demo) => demo.esme === demoLogins.lounge.esme)!;
const VERIFY_TOKEN = 'register-webhook-verify';

/** Our webhook as another host would serve it: answers Meta's challenge for our token while `answering`, records what is posted. */
async function startCallback() {
  const state = { answering: true, challenges: 0, posted: [] as Array<{ wabaId: string; signed: boolean }> };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://callback');
    if (request.method === 'GET') {
      state.challenges += 1;
      const ok = state.answering && url.searchParams.get('hub.verify_token') === VERIFY_TOKEN;
      response.writeHead(ok ? 200 : 403).end(ok ? url.searchParams.get('hub.challenge') : 'no');
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { entry: Array<{ id: string }> };
      state.posted.push({ wabaId: parsed.entry[0]!.id, signed: typeof request.headers['x-hub-signature-256'] === 'string' });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/whatsapp`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases)('registerWebhook on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let callback: Awaited<ReturnType<typeof startCallback>>;
  let designer: ApiClient;
  beforeAll(async () => {
    callback = await startCallback();
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base, [30, 30], { webhooks: { whatsapp: { appSecret: 'template-test-secret', verifyToken: VERIFY_TOKEN } }, whatsappWebhookUrl: callback.url });
    sandbox = wired.sandbox;
    designer = await signedIn(wired.server, demoLogins.designer);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
    await callback.close();
  });

  const register = (body: Record<string, unknown>) => designer.call('POST', `${WABA_BASE}/registerWebhook`, { body });

  it("points the WABA's webhooks at our own callback once it answers Meta's challenge, and only that WABA's", async () => {
    const answer = await register({ esmeaddr: ACME.esme, wabaId: ACME.waba.id, overrideCallback: true });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, callbackUrl: callback.url });
    expect(callback.state.challenges).toBe(1);
    expect(sandbox.callbackOf(ACME.waba.id)).toBe(callback.url);

    await sandbox.sendInbound({ from: '+15550104321', toPhoneNumberId: ACME.numbers[0]!.id, text: 'Is my order ready?' });
    await sandbox.sendInbound({ from: '+15550104322', toPhoneNumberId: LOUNGE.numbers[0]!.id, text: 'Table for two?' });
    await sandbox.idle();
    const posted = await eventually('the callback hears of the message', async () => callback.state.posted, (seen) => seen.length > 0);
    expect(posted).toEqual([{ wabaId: ACME.waba.id, signed: true }]);
    expect(sandbox.callbackOf(LOUNGE.waba.id)).toBeNull();

    const plain = await register({ wabaId: ACME.waba.id });
    expect(plain.json).toEqual({ success: true, callbackUrl: null });
    expect(sandbox.callbackOf(ACME.waba.id)).toBeNull();
  });

  it("points one number's webhooks at our callback, over its WABA's, and back again; another WABA's number is a 404", async () => {
    const [number, other] = ACME.numbers;
    const answer = await register({ wabaId: ACME.waba.id, phoneNumberId: number!.id, overrideCallback: true });
    expect(answer.json).toEqual({ success: true, callbackUrl: callback.url });
    expect([sandbox.numberCallbackOf(number!.id), sandbox.numberCallbackOf(other!.id), sandbox.callbackOf(ACME.waba.id)]).toEqual([callback.url, null, null]);

    const before = callback.state.posted.length;
    await sandbox.sendInbound({ from: '+15550104323', toPhoneNumberId: number!.id, text: 'Open on Sunday?' });
    await sandbox.sendInbound({ from: '+15550104324', toPhoneNumberId: other!.id, text: 'Do you deliver?' });
    await sandbox.idle();
    const posted = await eventually('the callback hears of the number', async () => callback.state.posted.slice(before), (seen) => seen.length > 0);
    expect(posted).toEqual([{ wabaId: ACME.waba.id, signed: true }]);

    expect((await register({ wabaId: ACME.waba.id, phoneNumberId: number!.id })).json).toEqual({ success: true, callbackUrl: null });
    expect(sandbox.numberCallbackOf(number!.id)).toBeNull();
    expect((await register({ wabaId: ACME.waba.id, phoneNumberId: LOUNGE.numbers[0]!.id, overrideCallback: true })).status).toBe(404);
  });

  it("keeps the WABA's callback when ours fails Meta's challenge, and says so", async () => {
    callback.state.answering = false;
    const refused = await register({ wabaId: ACME.waba.id, overrideCallback: true });
    callback.state.answering = true;
    expect(refused.status).toBe(502);
    expect(refused.json.message).toMatch(/Callback verification failed/);
    expect(sandbox.callbackOf(ACME.waba.id)).toBeNull();
  });

  it("refuses bad fields by name and another account's WABA", async () => {
    const bad = await register({ wabaId: ACME.waba.id, overrideCallback: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('overrideCallback');
    expect((await register({ wabaId: 'x1' })).status).toBe(400);
    expect((await register({ wabaId: LOUNGE.waba.id })).status).toBe(404);
  });
});
