import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FLOW } from '@/canvas/engine';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, TEST_BCRYPT_COST, type TestServer } from '../../testing/test-server';
import { BOT, createBot, signedIn } from '../../testing/routes/chatbot';

const CONVERSATIONS = 30;

/** The test database, counting the rows each query hands to Node. */
function countingRows(db: Db): { db: Db; rows: () => number } {
  let rows = 0;
  const counted: Db = {
    query: async <T,>(sql: string, params?: readonly unknown[]) => {
      const result = await db.query<T>(sql, params);
      rows += result.length;
      return result;
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: counted, rows: () => rows };
}

describe.each(testDatabases)('flow drop-off on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let botId: string;
  let flowId: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    botId = await createBot(designer, 'Drop-off bot');
    flowId = (await designer.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } })).json.id;
    await designer.call('PUT', `${BOT}/flows/${flowId}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    await designer.call('POST', `${BOT}/flows/${flowId}/publish`, { body: { baseVersion: 2 } });
    const token = (await designer.call('GET', `${BOT}/bots/${botId}/gateway`)).json.token as string;
    const send = (conversationId: string, event: Record<string, unknown>) =>
      server.app.request(`/api/gateway/${botId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId, event }),
      });
    for (let index = 0; index < CONVERSATIONS; index++) {
      await send(`+91980000${String(index).padStart(4, '0')}`, { type: 'start' });
      if (index % 3 === 0) await send(`+91980000${String(index).padStart(4, '0')}`, { type: 'text', text: 'Not now' });
    }
  });
  afterAll(() => server.dispose());

  it('counts in the database: the answer is right and Node reads a handful of rows, not every turn', async () => {
    const counting = countingRows(server.db);
    const app = createApp({ db: counting.db, config: server.config, logger: pino({ level: 'silent' }), options: { bcryptCost: TEST_BCRYPT_COST, now: server.clock.now } });
    const viewer = new ApiClient({ ...server, app });
    viewer.useSession(designer.token!, designer.sessionId!);
    const before = counting.rows();
    const dropoff = await viewer.call('GET', `${BOT}/flows/${flowId}/dropoff`);
    const rowsRead = counting.rows() - before;

    expect(dropoff.status).toBe(200);
    const node = (id: string) => dropoff.json.nodes.find((row: { node_id: string }) => row.node_id === id);
    expect(dropoff.json.conversations).toBe(CONVERSATIONS);
    expect([node('welcome'), node('bye')]).toEqual([
      { node_id: 'welcome', reached: CONVERSATIONS, last: CONVERSATIONS - 10 },
      { node_id: 'bye', reached: 10, last: 10 },
    ]);
    // 40 turns were logged; the figures need one row per node, edge and count at most.
    expect(rowsRead).toBeLessThan(SIGNUP_FLOW.nodes.length + SIGNUP_FLOW.edges.length);
  });
});
