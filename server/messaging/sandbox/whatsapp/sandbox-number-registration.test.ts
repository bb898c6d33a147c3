import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../channel/channel';
import { createNumberRegistrationClient } from '../../channels/whatsapp/number-registration-client';
import { startWhatsappSandbox, type WhatsappSandbox } from './start-whatsapp-sandbox';

const accessToken = 'sandbox-token';
const WABA = '200000000000001';

/** The sandbox's number registration and media paths through our own client, as Meta would answer them. */
describe('sandbox number registration and media', () => {
  let sandbox: WhatsappSandbox;
  let client: ReturnType<typeof createNumberRegistrationClient>;
  beforeAll(async () => {
    sandbox = await startWhatsappSandbox({ appSecret: 'secret', accessToken, timing: 'instant', deliverWebhook: () => Promise.resolve() });
    client = createNumberRegistrationClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken });
  });
  afterAll(() => sandbox.close());

  const refusal = (call: Promise<unknown>) => call.then(() => undefined, (error: unknown) => (error instanceof ProviderError ? error.code : error));

  it('walks a number through code, verification and registration in order, refusing steps out of order as Graph errors', async () => {
    const id = await client.addForMigration(WABA, { cc: '971', phoneNumber: '501234000' });
    expect(await refusal(client.verifyCode(id, '123456'))).toBe(100);
    expect(await refusal(client.register(id, '246810'))).toBe(100);
    await client.requestCode(id, 'VOICE', 'en_US');
    const [sent] = sandbox.codeInbox;
    expect(sent).toMatchObject({ phoneNumberId: id, phone: '+971501234000', method: 'VOICE', code: expect.stringMatching(/^\d{6}$/) });
    expect(await refusal(client.verifyCode(id, sent?.code === '000000' ? '111111' : '000000'))).toBe(136025);
    await client.verifyCode(id, sent?.code ?? '');
    expect(await refusal(client.register(id, '12345'))).toBe(100);
    await client.register(id, '246810');
    expect(sandbox.phoneNumbers.map((number) => number.id)).toContain(id);
    await client.deregister(id);
    expect(await refusal(client.deregister(id))).toBe(100);
    expect(await refusal(client.requestCode('999', 'SMS', 'en_US'))).toBe(100);
  });

  it('serves a file a customer sent by its media id, and refuses an unknown one', async () => {
    const file = sandbox.media.keep({ bytes: new Uint8Array([1, 2, 3]), mimeType: 'application/pdf', fileName: 'menu.pdf' });
    expect(file).toMatchObject({ kind: 'document', fileName: 'menu.pdf' });
    expect(await client.downloadMedia(file.id)).toEqual({ bytes: new Uint8Array([1, 2, 3]), mimeType: 'application/pdf' });
    expect(await refusal(client.downloadMedia('123456'))).toBe(100);
    const wrongToken = createNumberRegistrationClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken: 'stolen' });
    expect(await refusal(wrongToken.downloadMedia(file.id))).toBe(190);
  });
});
