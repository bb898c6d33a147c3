import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { action, CAMPAIGNS, draftWithAudience } from '../../testing/routes/campaign';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;

describe.each(testDatabases)('deleting a draft campaign on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let maker: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    maker = await signedIn(server, demoLogins.lounge);
  });
  afterAll(() => server.dispose());

  const recipients = async (id: string) => (await server.db.query<{ count: string }>('select count(*)::text as count from campaign_recipients where campaign_id = $1', [id]))[0]?.count;

  it('deletes a DRAFT and the recipients its file gave it', async () => {
    const id = await draftWithAudience(designer, ACME, 3);
    expect(await recipients(id)).toBe('3');
    const deleted = await designer.call('DELETE', `${CAMPAIGNS}/${id}`);
    expect([deleted.status, deleted.json]).toEqual([200, { id, deleted: true }]);
    expect((await designer.call('GET', `${CAMPAIGNS}/${id}`)).status).toBe(404);
    expect(await recipients(id)).toBe('0');
    expect((await designer.call('DELETE', `${CAMPAIGNS}/${id}`)).status).toBe(404);
  });

  it('refuses a campaign submitted once (it is cancelled instead) and keeps it', async () => {
    const id = await draftWithAudience(maker, LOUNGE, 2);
    expect((await action(maker, id, 'submit')).json.state).toBe('PENDING_APPROVAL');
    const refused = await maker.call('DELETE', `${CAMPAIGNS}/${id}`);
    expect([refused.status, refused.json.error]).toEqual([409, 'campaign_state_conflict']);
    expect((await maker.call('GET', `${CAMPAIGNS}/${id}`)).json.state).toBe('PENDING_APPROVAL');
  });

  it("cannot reach another account's draft", async () => {
    const id = await draftWithAudience(designer, ACME, 1);
    expect((await maker.call('DELETE', `${CAMPAIGNS}/${id}`)).status).toBe(404);
    expect((await designer.call('GET', `${CAMPAIGNS}/${id}`)).json.state).toBe('DRAFT');
  });
});
