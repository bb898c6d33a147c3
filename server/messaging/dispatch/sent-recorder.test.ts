import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessaging } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { nonZeroCounters } from '../../testing/campaign-counters';
import { applyChannelEvents } from '../campaigns/apply-events';
import { addToCounter } from '../campaigns/recipient-moves';
import { createSentRecorder } from './sent-recorder';

const ACME = demoMessaging[0];
const SENDER = ACME?.numbers[0]?.id ?? '';
const CAMPAIGN = '5b0f3c2e-8d4a-4f1b-9c6e-2a7d1e0f3b94';

describe.each(testDatabases)('storing send answers on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  it('stores each answer once, counts those that went by SMS, and applies a status that came before its answer', async () => {
    const now = server.clock.now();
    await server.db.query(
      `insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
       values ($1, $2, 'whatsapp', 'Answers', $3, 'UPLOAD_FILE', 'RUNNING', $1, 'test', $4, $4)`,
      [CAMPAIGN, ACME?.esme, SENDER, now],
    );
    const rows = await server.db.query<{ id: string }>(
      `insert into campaign_recipients (campaign_id, phone, status, created_on, sending_at)
       select $1, '+91987722000' || n, 'SENDING', $2, $2 from generate_series(1, 3) n returning id::text`,
      [CAMPAIGN, now],
    );
    await addToCounter(server.db, CAMPAIGN, 'SENDING', 3);
    const [early, bySms, plain] = rows.map((row) => row.id);
    // Delivered before its send's answer was stored, and naming no row: kept as an orphan.
    expect(await applyChannelEvents(server.db, [{ kind: 'status', providerMessageId: 'wamid.early', status: 'delivered', at: now, recipient: '+919877220001' }])).toEqual(['orphan']);

    const recorder = createSentRecorder(server.db, CAMPAIGN);
    await Promise.all([recorder.record(early ?? '', 'wamid.early', now, null), recorder.record(bySms ?? '', 'sms.1', now, 'sms'), recorder.record(plain ?? '', 'wamid.plain', now, null)]);
    // Stored again (a retried store that had committed): nothing moves twice.
    await recorder.record(bySms ?? '', 'sms.1', now, 'sms');

    const stored = await server.db.query('select status, provider_message_id, sent_via from campaign_recipients where campaign_id = $1 order by id', [CAMPAIGN]);
    expect(stored).toEqual([
      { status: 'DELIVERED', provider_message_id: 'wamid.early', sent_via: null },
      { status: 'SENT', provider_message_id: 'sms.1', sent_via: 'sms' },
      { status: 'SENT', provider_message_id: 'wamid.plain', sent_via: null },
    ]);
    expect(await nonZeroCounters(server.db, CAMPAIGN)).toEqual({ DELIVERED: 1, SENT: 2 });
    const [campaign] = await server.db.query<{ sms_fallback_count: number }>('select sms_fallback_count::int as sms_fallback_count from campaigns where id = $1', [CAMPAIGN]);
    expect(campaign?.sms_fallback_count).toBe(1);
    expect(await server.db.query('select provider_message_id from orphan_status_events')).toEqual([]);
  });
});
