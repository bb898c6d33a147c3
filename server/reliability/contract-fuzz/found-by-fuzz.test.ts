import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Requests the contract fuzz found answered 500 though its contract took them, each replayed as it
 * was found (#28): now a 400 naming the field, or the answer the contract promises.
 */
describe.each(testDatabases)('defects the contract fuzz found, on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let admin: ApiClient;
  const fieldsOf = (answer: { status: number; json: { fields?: Record<string, string> } }) => [answer.status, Object.keys(answer.json.fields ?? {})];

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = new ApiClient(server);
    await designer.login(demoLogins.designer.username, demoLogins.designer.password);
    admin = new ApiClient(server);
    await admin.login(demoLogins.admin.username, demoLogins.admin.password);
  });
  afterAll(() => server.dispose());

  it('refuses the year 0000 (ISO 1 BC; PostgreSQL has no year 0) in every period, naming the field (seeds 7 and 12345)', async () => {
    expect(fieldsOf(await designer.call('GET', '/api/bot/chatreport', { query: { from: '0000-02-29T00:06:39Z', to: '4800-02-29' } }))).toEqual([400, ['from']]);
    expect(fieldsOf(await designer.call('POST', '/api/campaign/rcs/report/summary', { body: { esmeaddr: 1001, from: '0000-02-29', to: '5200-02-29' } }))).toEqual([400, ['from']]);
    expect(fieldsOf(await designer.call('GET', '/api/campaign/whatsapp/transactions', { query: { from: '0000-01-01', to: '0000-02-01' } }))).toEqual([400, ['from', 'to']]);
    // An instant in year 1 whose offset moves it into year 0 in UTC is refused the same way.
    const early = await admin.call('GET', '/api/insights', { query: { from: '0001-01-01T01:00:00+05:00', to: '0001-01-20T00:00:00Z', esme: '1001' } });
    expect(fieldsOf(early)).toEqual([400, ['from']]);
    // Far years PostgreSQL stores are still read.
    expect((await designer.call('GET', '/api/bot/chatreport', { query: { from: '0001-01-01', to: '4800-02-29' } })).status).toBe(200);
  });

  it('refuses numbers past the 32-bit columns they are stored or compared in, naming the field (seed 99)', async () => {
    expect(fieldsOf(await designer.call('POST', '/api/client-errors', { body: { message: 'e%0o5', status: -9007199254740991, url: 'H%', method: '9PB', stack: 'y#x|h]' } }))).toEqual([400, ['status']]);
    const turns = await designer.call('GET', '/api/pwa/00000000-0000-4000-8000-000000000000/messages', { query: { conversation_id: 'df5fd6e3-f0bc-4cff-9e7b-239a5a9547e9', after: '9007199254740991' } });
    expect(fieldsOf(turns)).toEqual([400, ['after']]);
    expect((await designer.call('POST', '/api/client-errors', { body: { message: 'No answer', status: 0 } })).status).toBe(200);
  });
});
