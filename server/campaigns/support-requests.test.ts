import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../seed/demo-accounts';
import type { ApiClient } from '../testing/api-client';
import { testDatabases } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { signedIn } from '../testing/routes/chatbot';
import { WHATSAPP_CAMPAIGN_BASE } from './routes/campaign-paths';

const SUPPORT_REQUESTS = `${WHATSAPP_CAMPAIGN_BASE}/support-requests`;
const valid = { subject: 'Template stuck in review', area: 'templates', description: 'welcome_offer has been PENDING since Monday.', contactEmail: 'ops@acme.example' };

describe.each(testDatabases)('help center support requests on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let lounge: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    lounge = await signedIn(server, demoLogins.lounge);
  });
  afterAll(() => server.dispose());

  const stored = async () => (await server.db.query<{ n: number }>('select count(*)::integer as n from support_requests'))[0]?.n;

  it('stores a request as OPEN and lists it to its account, newest first', async () => {
    const created = await designer.call('POST', SUPPORT_REQUESTS, { body: valid });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ ...valid, status: 'OPEN', createdBy: demoLogins.designer.username });
    const second = await designer.call('POST', SUPPORT_REQUESTS, { body: { subject: 'Export question', area: 'downloads', description: 'Where is my CSV?' } });
    expect(second.json.contactEmail).toBeNull();
    const list = await designer.call('GET', SUPPORT_REQUESTS);
    expect(list.status).toBe(200);
    expect(list.json.rows.map((row: { id: string }) => row.id)).toEqual([second.json.id, created.json.id]);
  });

  it('shows another account none of them', async () => {
    const list = await lounge.call('GET', SUPPORT_REQUESTS);
    expect(list.status).toBe(200);
    expect(list.json.rows).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await stored();
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await designer.call('POST', SUPPORT_REQUESTS, { body });
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toHaveProperty(field);
    };
    await refused({ ...valid, subject: 'x'.repeat(121) }, 'subject');
    await refused({ ...valid, subject: '   ' }, 'subject');
    await refused({ ...valid, area: 'kitchen' }, 'area');
    await refused({ ...valid, description: 'x'.repeat(2001) }, 'description');
    await refused({ ...valid, contactEmail: 'not an address' }, 'contactEmail');
    expect(await stored()).toBe(before);
  });
});
