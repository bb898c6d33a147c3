import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_WHATSAPP_BASE } from '@/api/contracts/broadcast-whatsapp';
import type { WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { PNG_BASE64 } from '../../reliability/contract-fuzz/recipes/values';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { withTemplateSandbox } from '../../testing/routes/templates';

const ACME = demoMessaging.find((demo) => demo.esme === demoLogins.designer.esme)!;
const LOUNGE = demoMessaging.find((demo) => demo.esme === demoLogins.lounge.esme)!;

describe.each(testDatabases)('the broadcast base (spec §7 fetchPools, mediaUpload) on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  let analyst: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base);
    sandbox = wired.sandbox;
    designer = await signedIn(wired.server, demoLogins.designer);
    analyst = await signedIn(wired.server, demoLogins.analyst);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const pools = (api: ApiClient, body: Record<string, unknown>) => api.call('POST', `${BROADCAST_WHATSAPP_BASE}/pool/fetchPools`, { body });
  const upload = (api: ApiClient, body: Record<string, unknown>) => api.call('POST', `${BROADCAST_WHATSAPP_BASE}/mediaUpload`, { body: { senderId: ACME.numbers[0]!.id, fileName: 'offer.png', mimeType: 'image/png', data: PNG_BASE64, ...body } });

  it("answers the account's WABAs as pools of their numbers, the ACTIVE ones when asked", async () => {
    const all = await pools(designer, { esmeAddr: ACME.esme });
    expect(all.status).toBe(200);
    expect(all.json.pools).toEqual([
      expect.objectContaining({ poolId: ACME.waba.id, status: 'ACTIVE', messagingLimit: ACME.portfolio.messagingLimit, numbers: expect.arrayContaining(ACME.numbers.map((number) => expect.objectContaining({ senderId: number.id }))) }),
    ]);
    await base.db.query("update sender_numbers set status = 'DISCONNECTED' where waba_id = $1", [ACME.waba.id]);
    expect((await pools(designer, { status: 'ACTIVE' })).json.pools).toEqual([]);
    expect((await pools(designer, {})).json.pools.map((pool: { status: string }) => pool.status)).toEqual(['INACTIVE']);
    await base.db.query("update sender_numbers set status = 'CONNECTED' where waba_id = $1", [ACME.waba.id]);
  });

  it("refuses another account, and users who do not run campaigns", async () => {
    const other = await pools(designer, { esmeAddr: LOUNGE.esme });
    expect(other.status).toBe(403);
    expect(other.json.error).toBe('account_mismatch');
    expect((await pools(analyst, {})).status).toBe(403);
  });

  it('uploads a broadcast file to the provider through the number and answers its media id', async () => {
    const answer = await upload(designer, {});
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ mimeType: 'image/png', size: Buffer.from(PNG_BASE64, 'base64').length });
    expect(sandbox.media.has(answer.json.mediaId)).toBe(true);

    const renamed = await upload(designer, { mimeType: 'image/jpeg' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.fields).toHaveProperty('data');
    expect((await upload(designer, { mimeType: 'text/plain' })).json.fields).toHaveProperty('mimeType');
    expect((await upload(designer, { senderId: LOUNGE.numbers[0]!.id })).status).toBe(404);
  });
});
