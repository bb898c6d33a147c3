import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessaging } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { applyChannelEvents } from './apply-events';
import { addToCounter, foldCounterDeltas } from './recipient-moves';
import { nonZeroCounters } from '../../testing/campaign-counters';

const ACME = demoMessaging[0];
const SENDER = ACME?.numbers[0]?.id ?? '';

describe.each(testDatabases)('applying channel events on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  const at = (daysAgo: number) => new Date(server.clock.now().getTime() - daysAgo * 24 * 3600 * 1000);

  it('records replies once per message id for engaged users, and ignores numbers that are not ours', async () => {
    const reply = { kind: 'inbound', providerMessageId: 'wamid.r1', from: '+919811111111', senderId: SENDER, text: 'Where is my order?', at: at(1) } as const;
    expect(await applyChannelEvents(server.db, [reply, reply, { ...reply, providerMessageId: 'wamid.r2', senderId: '999' }])).toEqual(['recorded', 'duplicate', 'unknown_sender']);
    const rows = await server.db.query<{ esme: number; from_phone: string; text: string }>('select esme, from_phone, text from inbound_messages');
    expect(rows).toEqual([{ esme: ACME?.esme, from_phone: '+919811111111', text: 'Where is my order?' }]);
  });

  it('treats the Stop promotions button and STOP in any case as an opt-out, and START as an opt-in', async () => {
    const base = { kind: 'inbound', senderId: SENDER, at: at(0) } as const;
    const outcomes = await applyChannelEvents(server.db, [
      { ...base, providerMessageId: 'wamid.s1', from: '+919822222222', text: 'Stop promotions', payload: 'Stop promotions' },
      { ...base, providerMessageId: 'wamid.s2', from: '+919833333333', text: '  stop ' },
      { ...base, providerMessageId: 'wamid.s3', from: '+919844444444', text: 'please stop calling me maybe' },
      { ...base, providerMessageId: 'wamid.s5', from: '+919855555555', text: 'प्रचार बंद करें' },
    ]);
    expect(outcomes).toEqual(['opted_out', 'opted_out', 'recorded', 'opted_out']);
    const optOuts = await server.db.query<{ phone: string; reason: string }>('select phone, reason from opt_outs order by phone');
    expect(optOuts).toEqual([
      { phone: '+919822222222', reason: 'Replied "Stop promotions"' },
      { phone: '+919833333333', reason: 'Replied "stop"' },
      { phone: '+919855555555', reason: 'Replied "प्रचार बंद करें"' },
    ]);
    expect(await applyChannelEvents(server.db, [{ ...base, providerMessageId: 'wamid.s4', from: '+919833333333', text: 'Start', at: at(-1) }])).toEqual(['opted_in']);
    expect((await server.db.query('select phone from opt_outs')).length).toBe(2);
  });

  it("applies a status that arrives before the dispatcher stored the provider's id, by our reference, and nothing for a reference that is not that row's", async () => {
    const id = '7d5e1c39-6a51-4c8e-9a53-3f1f2b0c4d11';
    await server.db.query(
      `insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
       values ($1, $2, 'whatsapp', 'Race', $3, 'UPLOAD_FILE', 'RUNNING', $1, 'test', $4, $4)`,
      [id, ACME?.esme, SENDER, at(0)],
    );
    const [row] = await server.db.query<{ id: string }>(`insert into campaign_recipients (campaign_id, phone, status, created_on, sending_at) values ($1, '+919866666666', 'SENDING', $2, $2) returning id::text`, [id, at(0)]);
    const status = { kind: 'status', providerMessageId: 'wamid.race', status: 'delivered', at: at(0), recipient: '+919866666666' } as const;
    expect(await applyChannelEvents(server.db, [{ ...status, providerMessageId: 'wamid.other', reference: `${id}:${Number(row?.id) + 1}` }])).toEqual(['orphan']);
    expect(await applyChannelEvents(server.db, [{ ...status, reference: `${id}:${row?.id}` }, { ...status, status: 'sent', reference: `${id}:${row?.id}` }])).toEqual(['applied_by_reference', 'applied_by_reference']);
    const [after] = await server.db.query('select status, provider_message_id from campaign_recipients where id = $1', [row?.id]);
    expect(after).toEqual({ status: 'DELIVERED', provider_message_id: 'wamid.race' });
    // One status alone (as RBM pushes them) goes the same way, once: told again, it changes nothing.
    const [alone] = await server.db.query<{ id: string }>(`insert into campaign_recipients (campaign_id, phone, status, created_on, sending_at) values ($1, '+919866666667', 'SENDING', $2, $2) returning id::text`, [id, at(0)]);
    const pushed = { ...status, providerMessageId: 'wamid.alone', recipient: '+919866666667', reference: `${id}:${alone?.id}` };
    expect(await applyChannelEvents(server.db, [pushed])).toEqual(['applied_by_reference']);
    expect(await applyChannelEvents(server.db, [pushed])).toEqual(['duplicate']);
    expect(await server.db.query('select status, provider_message_id from campaign_recipients where id = $1', [alone?.id])).toEqual([{ status: 'DELIVERED', provider_message_id: 'wamid.alone' }]);
    expect(await nonZeroCounters(server.db, id)).toMatchObject({ DELIVERED: 2 });
  });

  it('applies one webhook of many statuses at once: forward only, each (message, status) once, counters exact, and a redelivery changes nothing', async () => {
    const id = '0b9a7c55-2f1e-4d3c-8b6a-5e4f3d2c1b0a';
    await server.db.query(
      `insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
       values ($1, $2, 'whatsapp', 'Batch', $3, 'UPLOAD_FILE', 'RUNNING', $1, 'test', $4, $4)`,
      [id, ACME?.esme, SENDER, at(0)],
    );
    for (const n of [1, 2, 3, 4]) {
      await server.db.query(`insert into campaign_recipients (campaign_id, phone, status, provider_message_id, created_on, sent_at) values ($1, $2, 'SENT', $3, $4, $4)`, [id, `+91987700000${n}`, `wamid.b${n}`, at(0)]);
    }
    await addToCounter(server.db, id, 'SENT', 4);
    const status = (n: number, value: 'sent' | 'delivered' | 'read' | 'failed') => ({ kind: 'status', providerMessageId: `wamid.b${n}`, status: value, at: at(0), recipient: `+91987700000${n}` }) as const;
    const body = [
      status(1, 'read'),
      status(1, 'delivered'),
      status(2, 'delivered'),
      status(2, 'delivered'),
      status(3, 'sent'),
      { ...status(4, 'failed'), error: { code: 131026, title: 'Message undeliverable' } },
      status(9, 'delivered'),
    ];
    expect(await applyChannelEvents(server.db, body)).toEqual(['applied', 'applied', 'applied', 'duplicate', 'applied', 'applied', 'orphan']);
    const counted = { DELIVERED: 1, FAILED: 1, READ: 1, SENT: 1 };
    expect(await nonZeroCounters(server.db, id)).toEqual(counted);
    // The scheduler's tick folds the moves' delta rows into the counters: a report reads the same.
    await foldCounterDeltas(server.db);
    expect(await nonZeroCounters(server.db, id)).toEqual(counted);
    expect(await applyChannelEvents(server.db, body)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const rows = await server.db.query<{ phone: string; status: string; error_code: string | null }>('select phone, status, error_code from campaign_recipients where campaign_id = $1 order by phone', [id]);
    expect(rows.map((row) => [row.status, row.error_code])).toEqual([
      ['READ', null],
      ['DELIVERED', null],
      ['SENT', null],
      ['FAILED', '131026'],
    ]);
    expect(await nonZeroCounters(server.db, id)).toEqual(counted);
  });

  it('updates template review results and sender quality with the portfolio tier', async () => {
    const [template] = await server.db.query<{ provider_id: string }>(`select provider_id from whatsapp_templates where esme = $1 and name = 'welcome_offer'`, [ACME?.esme]);
    await applyChannelEvents(server.db, [
      { kind: 'template', providerTemplateId: template?.provider_id ?? '', name: 'welcome_offer', language: 'en_US', event: 'PAUSED', reason: 'Low quality', at: at(0) },
      { kind: 'quality', senderId: SENDER, quality: 'YELLOW', tier: 100000, at: at(0) },
    ]);
    const [paused] = await server.db.query<{ status: string; reason: string }>('select status, reason from whatsapp_templates where provider_id = $1', [template?.provider_id]);
    expect(paused).toEqual({ status: 'PAUSED', reason: 'Low quality' });
    const [sender] = await server.db.query<{ quality: string; messaging_limit: number }>(
      'select s.quality, p.messaging_limit from sender_numbers s join wabas w on w.id = s.waba_id join business_portfolios p on p.id = w.portfolio_id where s.id = $1',
      [SENDER],
    );
    expect(sender).toEqual({ quality: 'YELLOW', messaging_limit: 100000 });
  });

  it("finds the sender by its display number as Meta's quality webhook names it, takes a null tier as unlimited, and records a template's quality", async () => {
    const display = ACME?.numbers[0]?.displayNumber ?? '';
    const [template] = await server.db.query<{ provider_id: string }>(`select provider_id from whatsapp_templates where esme = $1 and name = 'welcome_offer'`, [ACME?.esme]);
    await applyChannelEvents(server.db, [
      { kind: 'quality', senderId: display, quality: 'RED', tier: null, at: at(0) },
      { kind: 'template-quality', providerTemplateId: template?.provider_id ?? '', name: 'welcome_offer', language: 'en_US', quality: 'YELLOW', previousQuality: 'GREEN', at: at(0) },
    ]);
    const [sender] = await server.db.query<{ quality: string; messaging_limit: number | null }>(
      'select s.quality, p.messaging_limit from sender_numbers s join wabas w on w.id = s.waba_id join business_portfolios p on p.id = w.portfolio_id where s.id = $1',
      [SENDER],
    );
    expect(sender).toEqual({ quality: 'RED', messaging_limit: null });
    const [rated] = await server.db.query<{ quality: string }>('select quality from whatsapp_templates where provider_id = $1', [template?.provider_id]);
    expect(rated).toEqual({ quality: 'YELLOW' });
  });
});
