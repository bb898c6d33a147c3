import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { templateContent } from '@/api/contracts/whatsapp-template';
import { openWhatsappChannel, type OpenWhatsappChannel } from './open-whatsapp-channel';
import { parseWhatsappWebhook } from '../channels/whatsapp/parse-webhook';
import { readWhatsappConfig } from '../channels/whatsapp/whatsapp-config';
import { verifyWebhookSignature } from '../channels/whatsapp/webhook-signature';

const template = templateContent.parse({ name: 'hello', language: 'en', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hello {{1}}.' }] });
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A bare HTTP endpoint standing where our webhook route will be, keeping what arrives. */
async function webhookEndpoint() {
  const arrived: Array<{ body: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, arrived };
}

describe('openWhatsappChannel', () => {
  it('without WHATSAPP_API_BASE sends through a loopback sandbox that POSTs signed webhooks to our URL', async () => {
    const endpoint = await webhookEndpoint();
    const config = readWhatsappConfig({ WHATSAPP_SANDBOX_TIMING: 'instant' }, { graphApiVersion: 'v18.0' });
    const opened: OpenWhatsappChannel = await openWhatsappChannel(config, { webhookUrl: endpoint.url, sandbox: { rules: { undeliverableRate: 0, undeliverableSuffixes: [] } } });
    cleanups.push(opened.close);
    expect(opened.sandbox?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const { providerMessageId } = await opened.channel.send({ channel: 'whatsapp', to: '+919812345678', senderId: opened.sandbox?.phoneNumbers[0]?.id ?? '', template, variables: { '1': 'Ada' }, reference: 'r1' });
    await opened.sandbox?.idle();
    expect(endpoint.arrived.length).toBeGreaterThanOrEqual(2);
    for (const { body, headers } of endpoint.arrived) {
      expect(verifyWebhookSignature(body, headers['x-hub-signature-256'] as string, opened.appSecret)).toEqual({ ok: true });
      expect(headers['x-sandbox-provider']).toBe('whatsapp-cloud-api-sandbox');
    }
    const first = parseWhatsappWebhook(JSON.parse(endpoint.arrived[0]?.body ?? ''), new Date());
    expect(first.ok && first.events[0]).toMatchObject({ kind: 'status', providerMessageId, status: 'sent', recipient: '+919812345678' });
  });

  it('with WHATSAPP_API_BASE starts no sandbox', async () => {
    const config = readWhatsappConfig({ WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_APP_SECRET: 'a', WHATSAPP_ACCESS_TOKEN: 'b', WHATSAPP_VERIFY_TOKEN: 'c' }, { graphApiVersion: 'v18.0' });
    const opened = await openWhatsappChannel(config, { webhookUrl: 'http://127.0.0.1:9/unused' });
    cleanups.push(opened.close);
    expect(opened.sandbox).toBeNull();
    expect([opened.appSecret, opened.verifyToken]).toEqual(['a', 'c']);
  });
});
