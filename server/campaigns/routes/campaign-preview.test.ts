import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { action, CAMPAIGNS, senderOf, templateSno, uploadAudience } from '../../testing/routes/campaign';

const LOUNGE = demoLogins.lounge.esme;

/** The maker's file: the `order` column fills {{1}}, {{2}} is the fixed "15 November". */
const CSV = `phone,order,city
+919812345601,B-2001,Pune
+971501234602,B-2002,Dubai
+919812345603,B-2003,Delhi
+971501234604,B-2004,Abu Dhabi`;

const csvRows = () =>
  CSV.split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([phone = '', order = '']) => ({ phone, variables: { order } }));

describe.each(testDatabases)("the checker's preview of a campaign on $name", (database) => {
  let server: TestServer;
  let maker: ApiClient;
  let checker: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    maker = await signedIn(server, demoLogins.lounge);
    checker = await signedIn(server, demoLogins.loungeChecker);
  });
  afterAll(() => server.dispose());

  it("answers the first recipients with the uploaded file's values and the fixed ones, not the template's samples, with pace, cost and zones", async () => {
    const draft = {
      name: 'Shipping notice',
      senderId: senderOf(LOUNGE),
      templateSno: await templateSno(maker, 'order_shipped', senderOf(LOUNGE)),
      variableMapping: { '1': { kind: 'column', column: 'order' }, '2': { kind: 'text', text: '15 November' } },
      audience: { kind: 'UPLOAD_FILE' },
    };
    const created = await maker.call('POST', CAMPAIGNS, { body: draft });
    await uploadAudience(maker, created.json.id, csvRows());
    await server.db.query("insert into opt_outs (esme, phone, reason, at) values ($1, '+971501234604', 'STOP', now())", [LOUNGE]);
    expect((await action(maker, created.json.id, 'submit')).json.state).toBe('PENDING_APPROVAL');

    const preview = await checker.call('GET', `${CAMPAIGNS}/${created.json.id}/preview`);
    expect(preview.status).toBe(200);
    // Each shown recipient carries its own row's order, whichever three come first.
    const orderOf = new Map(csvRows().map((row) => [row.phone, row.variables.order]));
    expect(preview.json.recipients).toHaveLength(3);
    for (const recipient of preview.json.recipients) expect(recipient.variables).toEqual({ '1': orderOf.get(recipient.phone), '2': '15 November' });
    expect(JSON.stringify(preview.json.recipients)).not.toMatch(/A-1042|12 March/);
    // Every recipient priced once by the rate card (utility): two Indian and two UAE numbers.
    expect(preview.json).toMatchObject({ audience: 4, optedOut: 1, pace: { messagesPerSecond: 80, dailyLimit: 2000 }, cost: { currency: 'USD', amount: 0.0342 } });
    expect(preview.json.timeZones).toEqual([
      { zone: 'Asia/Dubai', recipients: 2 },
      { zone: 'Asia/Kolkata', recipients: 2 },
    ]);
  });

  it('answers a dynamic audience by its size now, with no file to show or price', async () => {
    const created = await maker.call('POST', CAMPAIGNS, {
      body: { name: 'Opted in', senderId: senderOf(LOUNGE), templateSno: await templateSno(maker, 'payment_received', senderOf(LOUNGE)), audience: { kind: 'OPT_IN_USERS' } },
    });
    const preview = await checker.call('GET', `${CAMPAIGNS}/${created.json.id}/preview`);
    expect(preview.json).toMatchObject({ recipients: [], optedOut: 0, cost: null, timeZones: [], pace: { dailyLimit: 2000 } });
    expect(preview.json.audience).toBeGreaterThanOrEqual(0);
  });
});
