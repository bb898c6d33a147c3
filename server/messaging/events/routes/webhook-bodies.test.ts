import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../channels/whatsapp/webhook-signature';
import { rbmSignatureHeader } from '../../channels/rcs/rcs-webhook';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../../testing/test-server';

const APP_SECRET = 'webhook-bodies-app-secret';
const CLIENT_TOKEN = 'webhook-bodies-client-token';

/** JSON that is not an object: what a broken relay or a stranger may post. */
const NOT_OBJECTS = ['null', '1', '"x"', '[]', 'true'];

describe.each(testDatabases)('provider webhooks refuse a JSON body that is not an object on $name', (database) => {
  let base: TestServer;
  let server: TestServer;
  beforeAll(async () => {
    base = await startTestServer(database);
    server = withOptions(base, { webhooks: { whatsapp: { appSecret: APP_SECRET, verifyToken: 'v' }, rcs: { clientToken: CLIENT_TOKEN } } });
  });
  afterAll(() => base.dispose());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    server.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  // RCS reads the body before the signature (the signature covers the event inside it), so no header is needed to reach it.
  it.each(NOT_OBJECTS)('answers 400 naming the body to the RCS webhook sent %s', async (body) => {
    const answer = await post('/webhooks/rcs', body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', fields: { '(body)': expect.stringMatching(/^body: /) as string } });
  });

  it.each(NOT_OBJECTS)('answers 400 naming the body to the WhatsApp webhook sent %s, correctly signed', async (body) => {
    const answer = await post('/webhooks/whatsapp', body, { 'x-hub-signature-256': signWebhookBody(body, APP_SECRET) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', fields: { '(body)': expect.stringMatching(/^body: /) as string } });
  });

  it('answers the RCS handshake with the secret as plain text, as Google asks, and refuses an RCS push signed by someone else', async () => {
    const handshake = await post('/webhooks/rcs', JSON.stringify({ clientToken: CLIENT_TOKEN, secret: '1234567890' }));
    expect([handshake.status, handshake.headers.get('content-type'), await handshake.text()]).toEqual([200, 'text/plain; charset=UTF-8', '1234567890']);
    const stranger = await post('/webhooks/rcs', JSON.stringify({ clientToken: 'not-ours', secret: '1234567890' }));
    expect(stranger.status).toBe(401);
    const data = Buffer.from('{}');
    const forged = await post('/webhooks/rcs', JSON.stringify({ message: { data: data.toString('base64') } }), { [rbmSignatureHeader]: 'bm90LW91cnM=' });
    expect(forged.status).toBe(401);
  });
});
