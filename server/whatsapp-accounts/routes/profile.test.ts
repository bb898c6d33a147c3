import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ONLY_MESSAGE, PROFILE_BASE, SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';

const ACME = demoLogins.designer.esme;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const profile = { about: 'Open 9 to 6', description: 'Shoes and bags', address: '1 MG Road, Bengaluru', email: 'care@acme.example', websites: ['https://acme.example'], vertical: 'RETAIL' };

describe.each(testDatabases)('WhatsApp numbers and profiles on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let lounge: ApiClient;
  let acmeSender: string;
  let loungeSender: string;
  const rows = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from sender_profiles'))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    lounge = await signedIn(server, demoLogins.lounge);
    acmeSender = (await designer.call('GET', `${PROFILE_BASE}/getEsmeSenderMappingDetails`, { query: { esmeaddr: String(ACME), channelId: 'WABA' } })).json.senders[0].senderId;
    loungeSender = (await lounge.call('GET', `${PROFILE_BASE}/getEsmeSenderMappingDetails`, { query: { esmeaddr: String(demoLogins.lounge.esme) } })).json.senders[0].senderId;
  });
  afterAll(() => server.dispose());

  it("reports the account's WABAs and numbers with status, quality, messaging tier and throughput, and 404 for another account", async () => {
    const answer = await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${ACME}/getSenderDetails`);
    expect(answer.status).toBe(200);
    expect(answer.json.wabas).toEqual([
      expect.objectContaining({
        name: 'Acme Retail WABA',
        status: 'APPROVED',
        messagingLimit: 10000,
        numbers: [
          expect.objectContaining({ displayNumber: '+919800000101', status: 'CONNECTED', quality: 'GREEN', messagingLimit: 10000, throughput: 80 }),
          expect.objectContaining({ displayNumber: '+919800000102' }),
        ],
      }),
    ]);
    await server.db.query(`update sender_numbers set quality = 'YELLOW', throughput = 1000 where display_number = '+919800000102'`);
    const changed = (await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${ACME}/getSenderDetails`)).json.wabas[0].numbers[1];
    expect(changed).toMatchObject({ quality: 'YELLOW', throughput: 1000 });
    expect((await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${demoLogins.lounge.esme}/getSenderDetails`)).status).toBe(404);
    expect((await designer.call('GET', `${SIGNUP_BASE}/account_metrics/acme/getSenderDetails`)).json.fields).toHaveProperty('esme');
    expect((await designer.call('GET', `${PROFILE_BASE}/getEsmeSenderMappingDetails`, { query: { esmeaddr: String(demoLogins.lounge.esme) } })).status).toBe(403);
  });

  it('keeps a business profile, refusing fields over the Cloud API limits by name and writing nothing', async () => {
    const empty = await designer.call('GET', `${PROFILE_BASE}/getCloudProfile`, { query: { esmeaddr: String(ACME), wabaNumber: acmeSender, userName: 'designer' } });
    expect(empty.json).toMatchObject({ senderId: acmeSender, about: '', vertical: 'UNDEFINED', photoUrl: null, readReceipts: false });
    const before = await rows();
    const bad = await designer.call('POST', `${PROFILE_BASE}/edit`, { body: { esmeaddr: ACME, senderId: acmeSender, ...profile, email: 'not-an-email', about: 'x'.repeat(140) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['email', 'about']));
    expect(await rows()).toBe(before);
    const saved = await designer.call('POST', `${PROFILE_BASE}/edit`, { body: { esmeaddr: ACME, senderId: acmeSender, ...profile } });
    expect(saved.json).toMatchObject(profile);
    const read = await designer.call('POST', `${PROFILE_BASE}/getProfile`, { body: { esmeaddr: ACME, wabaNumber: acmeSender, userName: 'designer' } });
    expect(read.json).toMatchObject(profile);
  });

  it("refuses a PDF as a photo with the spec's message, takes a PNG and serves it back", async () => {
    const pdf = await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: { esmeaddr: ACME, senderId: acmeSender, fileName: 'menu.pdf', mimeType: 'application/pdf', data: PDF.toString('base64') } });
    expect(pdf.status).toBe(400);
    expect(pdf.json.message).toBe(IMAGE_ONLY_MESSAGE);
    const disguised = await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: { esmeaddr: ACME, senderId: acmeSender, fileName: 'menu.png', mimeType: 'image/png', data: PDF.toString('base64') } });
    expect(disguised.json.fields).toEqual({ data: IMAGE_ONLY_MESSAGE });
    expect((await designer.call('GET', `${PROFILE_BASE}/getCloudProfile`, { query: { esmeaddr: String(ACME), wabaNumber: acmeSender } })).json.photoUrl).toBeNull();
    const png = await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: { esmeaddr: ACME, senderId: acmeSender, fileName: 'logo.png', mimeType: 'image/png', data: PNG.toString('base64') } });
    expect(png.status).toBe(200);
    expect(png.json.photoUrl).toContain(`senderId=${acmeSender}`);
    // Past the server-wide 1 MB body limit up to the Cloud API's 5 MB; more is a 413 naming data.
    const photoOf = (bytes: number) => ({ esmeaddr: ACME, senderId: acmeSender, fileName: 'big.png', mimeType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]).toString('base64') });
    expect((await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: photoOf(3 * 1024 * 1024) })).status).toBe(200);
    const over = await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: photoOf(5 * 1024 * 1024 + 1) });
    expect([over.status, over.json.fields]).toEqual([413, { data: 'The photo is larger than 5 MB, the limit for a WhatsApp profile photo.' }]);
    const declared = await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { rawBody: '{}', headers: { 'content-length': String(100 * 1024 * 1024) } });
    expect([declared.status, Object.keys(declared.json.fields)]).toEqual([413, ['data']]);
    expect((await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: { esmeaddr: ACME, senderId: acmeSender, fileName: 'logo.png', mimeType: 'image/png', data: PNG.toString('base64') } })).status).toBe(200);
    const photo = await designer.call('GET', `${PROFILE_BASE}/photo`, { query: { senderId: acmeSender } });
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await lounge.call('GET', `${PROFILE_BASE}/photo`, { query: { senderId: acmeSender } })).status).toBe(404);
  });

  it('turns auto-response and read receipts on and off, needs a text to turn auto-response on, and reports the container', async () => {
    const base = { esmeaddr: String(ACME), senderId: acmeSender, channelId: 'WABA' };
    const noText = await designer.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { ...base, autoResponseFlag: 'true', text: '  ' } });
    expect(noText.status).toBe(400);
    expect(noText.json.fields).toHaveProperty('text');
    expect((await designer.call('POST', `${PROFILE_BASE}/getAutoResponse`, { body: { esmeaddr: ACME, senderId: acmeSender, channelId: 'WABA' } })).json).toEqual({ senderId: acmeSender, autoResponseFlag: false, text: '' });
    await designer.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { ...base, autoResponseFlag: 'true', text: 'Thanks! We reply within an hour.' } });
    await designer.call('POST', `${PROFILE_BASE}/updateAutoResponse`, { query: { ...base, autoResponseFlag: 'true', text: 'Thanks! We reply within 30 minutes.' } });
    expect((await designer.call('POST', `${PROFILE_BASE}/getAutoResponse`, { body: { esmeaddr: ACME, senderId: acmeSender } })).json).toEqual({ senderId: acmeSender, autoResponseFlag: true, text: 'Thanks! We reply within 30 minutes.' });
    const receipts = await designer.call('GET', `${PROFILE_BASE}/saveReadReceipts`, { query: { esmeaddr: String(ACME), channelId: 'WABA', senderID: acmeSender, readRecipt: 'true' } });
    expect(receipts.json).toEqual({ senderId: acmeSender, readReceipts: true });
    expect((await designer.call('GET', `${PROFILE_BASE}/getCloudProfile`, { query: { esmeaddr: String(ACME), wabaNumber: acmeSender } })).json.readReceipts).toBe(true);
    expect((await designer.call('GET', `${PROFILE_BASE}/containerStatus`, { query: { senderId: acmeSender } })).json).toMatchObject({ status: 'RUNNING', numberStatus: 'CONNECTED' });
  });

  it("answers 404 for another account's number on every profile call, and changes nothing", async () => {
    const before = await rows();
    const other = { esmeaddr: String(ACME), senderId: loungeSender, channelId: 'WABA' };
    const answers = [
      await designer.call('GET', `${PROFILE_BASE}/getCloudProfile`, { query: { esmeaddr: String(ACME), wabaNumber: loungeSender } }),
      await designer.call('POST', `${PROFILE_BASE}/edit`, { body: { esmeaddr: ACME, senderId: loungeSender, ...profile } }),
      await designer.call('POST', `${PROFILE_BASE}/photoUpload`, { body: { esmeaddr: ACME, senderId: loungeSender, fileName: 'a.png', mimeType: 'image/png', data: PNG.toString('base64') } }),
      await designer.call('POST', `${PROFILE_BASE}/autoResponse`, { query: { ...other, autoResponseFlag: 'true', text: 'Hi' } }),
      await designer.call('GET', `${PROFILE_BASE}/saveReadReceipts`, { query: { esmeaddr: String(ACME), channelId: 'WABA', senderID: loungeSender, readRecipt: 'true' } }),
      await designer.call('GET', `${PROFILE_BASE}/containerStatus`, { query: { senderId: loungeSender } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await rows()).toBe(before);
  });
});
