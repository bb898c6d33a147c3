import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { eventually } from '../../testing/eventually';
import { startCampaignQueue, type CampaignQueue } from './campaign-queue';

/** Far longer than a test waits: a chunk that had to wait for the next poll would never be seen. */
const POLLING_SECONDS = 60;
const CAMPAIGN = '5e7f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe.each(testDatabases)('the campaign chunk queue on $name', (database) => {
  let server: TestServer;
  let queue: CampaignQueue;
  const ran: string[] = [];
  const schema = `pgboss_${randomBytes(5).toString('hex')}`;
  beforeAll(async () => {
    server = await startTestServer(database);
    queue = await startCampaignQueue(server.db, pino({ level: 'silent' }), { schema });
    // As a chunk of a long campaign does: it queues the campaign's next chunk, three in all.
    await queue.work(
      async ({ campaignId }) => {
        ran.push(campaignId);
        if (ran.length < 3) await queue.enqueue(campaignId);
      },
      { pollingIntervalSeconds: POLLING_SECONDS },
    );
  });
  afterAll(async () => {
    await queue.stop();
    await server.db.query(`drop schema if exists ${schema} cascade`);
    await server.dispose();
  });

  it("runs a campaign's next chunk as soon as one queues it, not at the next poll", async () => {
    await queue.enqueue(CAMPAIGN);
    await eventually(
      'three runs of the job',
      async () => ran.length,
      (count) => count === 3,
      { timeoutMs: 15_000 },
    );
    expect(ran).toEqual([CAMPAIGN, CAMPAIGN, CAMPAIGN]);
  }, 30_000);
});
