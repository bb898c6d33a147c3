import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessaging } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { applyKnownStatuses } from './apply-status-batch';
import { foldCounterDeltas, moveRecipients } from './recipient-moves';
import { nonZeroCounters } from '../../testing/campaign-counters';

const ACME = demoMessaging[0];
const SENDER = ACME?.numbers[0]?.id ?? '';
const CAMPAIGN = '3c1d0f7a-9b8e-4c6d-a5f4-e3d2c1b0a9f8';
const postgres = testDatabases.find((database) => database.name === 'PostgreSQL');

/**
 * Two transactions moving one campaign's recipients at once must never wait in a circle (PostgreSQL
 * breaks one only after its one-second deadlock timeout, and under a hot campaign those seconds were
 * a third of the dispatch time), and moves of different rows must not wait on each other at all: the
 * counters they share are appended, not updated. PGlite runs one transaction at a time.
 */
describe.skipIf(!postgres)('moves of one campaign at once, on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (postgres) server = await startTestServer(postgres);
    const now = server.clock.now();
    await server.db.query(
      `insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
       values ($1, $2, 'whatsapp', 'Lock order', $3, 'UPLOAD_FILE', 'RUNNING', $1, 'test', $4, $4)`,
      [CAMPAIGN, ACME?.esme, SENDER, now],
    );
    const rows: Array<[number, string, string | null]> = [
      [1, 'SENDING', 'wamid.lock1'],
      [2, 'SENT', 'wamid.lock2'],
      [3, 'DELIVERED', 'wamid.lock3'],
      [4, 'SENDING', null],
    ];
    for (const [n, status, id] of rows) {
      await server.db.query(`insert into campaign_recipients (campaign_id, phone, status, provider_message_id, created_on) values ($1, $2, $3, $4, $5)`, [CAMPAIGN, `+91987711000${n}`, status, id, now]);
    }
    await server.db.query(`insert into campaign_counters (campaign_id, status, count) values ($1, 'SENDING', 2), ($1, 'SENT', 1), ($1, 'DELIVERED', 1), ($1, 'READ', 0)`, [CAMPAIGN]);
  });
  afterAll(() => server?.dispose());

  it('applies a webhook of several statuses while another move of the same campaign is still open, counters exact', async () => {
    const at = server.clock.now();
    await server.db.transaction(async (tx) => {
      // Moves row 3 and stays open: before the counters were delta rows, it held the DELIVERED and READ
      // counter rows until its commit, and every other move of the campaign queued behind it.
      await moveRecipients(tx, { where: `phone = '+919877110003' and status = 'DELIVERED'`, set: `status = 'READ', read_at = $1`, params: [at] });
      // A webhook saying one message was sent and another delivered (other rows) finishes before that commit.
      const webhook = server.db.transaction((webhookTx) =>
        applyKnownStatuses(webhookTx, [
          { kind: 'status', providerMessageId: 'wamid.lock1', status: 'sent', at, recipient: '+919877110001' },
          { kind: 'status', providerMessageId: 'wamid.lock2', status: 'delivered', at, recipient: '+919877110002' },
        ], at),
      );
      await expect(webhook).resolves.toEqual(['applied', 'applied']);
      await moveRecipients(tx, { where: `phone = '+919877110004' and status = 'SENDING'`, set: `status = 'SENT', provider_message_id = 'wamid.lock4', sent_at = $1`, params: [at] });
    });
    const statuses = await server.db.query<{ phone: string; status: string }>('select phone, status from campaign_recipients where campaign_id = $1 order by phone', [CAMPAIGN]);
    expect(statuses.map((row) => row.status)).toEqual(['SENT', 'DELIVERED', 'READ', 'SENT']);
    expect(await nonZeroCounters(server.db, CAMPAIGN)).toEqual({ DELIVERED: 1, READ: 1, SENT: 2 });
    // Folded into campaign_counters by the scheduler's tick, the report reads the same.
    await foldCounterDeltas(server.db);
    expect(await nonZeroCounters(server.db, CAMPAIGN)).toEqual({ DELIVERED: 1, READ: 1, SENT: 2 });
  });
});
