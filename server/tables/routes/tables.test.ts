import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTACTS, demoContactPhone, seedDemoContacts } from '../../seed/demo-contacts';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';

const TABLES = '/api/tables';
const OPT_OUTS = `${TABLES}/opt-outs`;
const LISTS = `${TABLES}/contact-lists`;
const DOWNLOADS = '/api/reports/downloads';
const ACME = demoLogins.designer.esme;

describe.each(testDatabases)('tables area on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let analyst: ApiClient;
  let userAdmin: ApiClient;
  let stranger: ApiClient;

  const optOutPhones = async (api: ApiClient, query: Record<string, string> = {}) => {
    const answer = await api.call('GET', OPT_OUTS, { query: { pageSize: '100', ...query } });
    expect(answer.status).toBe(200);
    return (answer.json.rows as { phone: string }[]).map((row) => row.phone);
  };

  async function downloaded(api: ApiClient, body: Record<string, unknown>) {
    const created = await api.call('POST', DOWNLOADS, { body: { fileType: 'csv', ...body } });
    expect(created.status).toBe(200);
    const job = await eventually('the download', () => api.call('GET', `${DOWNLOADS}/${created.json.id}`), (read) => read.json.state !== 'QUEUED' && read.json.state !== 'RUNNING');
    expect(job.json.state).toBe('DONE');
    const response = await server.app.request(`${DOWNLOADS}/${created.json.id}/file`, { headers: { authorization: `Bearer ${api.token}`, session: api.sessionId ?? '' } });
    return Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  }

  beforeAll(async () => {
    server = await startTestServer(database);
    await seedDemoContacts(server.db, server.clock.now());
    designer = await signedIn(server, demoLogins.designer);
    analyst = await signedIn(server, demoLogins.analyst);
    userAdmin = await signedIn(server, demoLogins.userAdmin);
    stranger = await signedIn(server, demoLogins.lounge);
  });
  afterAll(() => server.dispose());

  it('keeps the opt-out list: STOP replies, numbers added by hand with why and when, search, sort, paging and removal', async () => {
    const stops = demoPhones(DEMO_CONTACTS.optedOut);
    expect(await optOutPhones(designer, { sortKey: 'phone' })).toEqual(stops);

    const added = await designer.call('POST', OPT_OUTS, { body: { rows: [{ phone: '+919800000003', reason: 'Asked on the phone' }, { phone: '+919800000001' }, { phone: stops[0] }] } });
    expect(added.json).toEqual({ added: 2, alreadyListed: 1 });

    const page = await designer.call('GET', OPT_OUTS, { query: { search: 'phone', sortKey: 'reason' } });
    expect(page.json).toMatchObject({ total: 1, page: 1, pageSize: 10, rows: [{ phone: '+919800000003', reason: 'Asked on the phone', campaignName: null, at: server.clock.now().toISOString() }] });
    expect(await optOutPhones(designer, { search: '+91980000000', sortKey: 'phone', reverse: 'true' })).toEqual(['+919800000003', '+919800000001']);
    const second = await designer.call('GET', OPT_OUTS, { query: { sortKey: 'phone', pageSize: '2', page: '2' } });
    expect(second.json.total).toBe(DEMO_CONTACTS.optedOut + 2);
    expect(second.json.rows.map((row: { phone: string }) => row.phone)).toEqual([stops[0], stops[1]]);
    // The first reason and time stay: the STOP reply is why the contact left.
    expect((await designer.call('GET', OPT_OUTS, { query: { search: stops[0]! } })).json.rows[0].reason).toBe('STOP');

    expect((await designer.call('POST', `${OPT_OUTS}/remove`, { body: { phones: ['+919800000001', '+919899999999'] } })).json).toEqual({ removed: 1 });
    expect(await optOutPhones(designer, { search: '+91980000000' })).toEqual(['+919800000003']);
  });

  it('lets a Reports-only profile read and export the lists but not change them, and keeps user administrators out', async () => {
    expect((await analyst.call('GET', OPT_OUTS)).status).toBe(200);
    expect((await analyst.call('POST', OPT_OUTS, { body: { rows: [{ phone: '+919800000009' }] } })).status).toBe(403);
    expect((await analyst.call('POST', LISTS, { body: { name: 'Not mine to make' } })).status).toBe(403);
    expect((await userAdmin.call('GET', OPT_OUTS)).status).toBe(403);
    expect(await optOutPhones(designer, { search: '+919800000009' })).toEqual([]);
    const file = await downloaded(analyst, { pagename: 'tables-opt-outs', columns: ['phone', 'reason'], filter: { search: 'phone' } });
    expect(file).toEqual([['Phone', 'Reason'], ['+919800000003', 'Asked on the phone']]);
  });

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const bad = await designer.call('POST', OPT_OUTS, { body: { rows: [{ phone: '+919800000011' }, { phone: '98123' }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['rows.1.phone']);
    expect(await optOutPhones(designer, { search: '+919800000011' })).toEqual([]);
    expect((await designer.call('GET', OPT_OUTS, { query: { sortKey: 'password' } })).json.fields).toHaveProperty('sortKey');
    expect((await designer.call('GET', `${TABLES}/engaged-users`, { query: { days: '91' } })).json.fields).toHaveProperty('days');
    const noName = await designer.call('POST', LISTS, { body: { name: ' ', columns: ['city'] } });
    expect(noName.json.fields).toEqual({ name: 'Give the list a name' });
    expect((await designer.call('GET', `${LISTS}/not-an-id`)).json.fields).toHaveProperty('id');
    expect((await designer.call('GET', LISTS)).json.total).toBe(0);
  });

  it('lists engaged users as the campaign form counts them, opted-out contacts left out', async () => {
    for (const days of [7, 30]) {
      const counts = await designer.call('GET', '/api/campaign/whatsapp/audience-counts', { query: { days: String(days) } });
      const engaged = await designer.call('GET', `${TABLES}/engaged-users`, { query: { days: String(days), pageSize: '100' } });
      expect(engaged.json.total).toBe(counts.json.engagedUsers);
      expect(engaged.json.rows).toHaveLength(counts.json.engagedUsers);
    }
    const newest = await designer.call('GET', `${TABLES}/engaged-users`, { query: { sortKey: 'lastAt', reverse: 'true', pageSize: '1' } });
    // Contacts 0–2 sent STOP; contact 25 wrote a day ago, the newest of those left.
    expect(newest.json.rows).toEqual([{ phone: demoContactPhone(ACME, 25), lastAt: expect.any(String), messages: 1 }]);
    const file = await downloaded(designer, { pagename: 'tables-engaged-users', columns: ['phone', 'messages'], filter: { since: newest.json.since, search: demoContactPhone(ACME, 39) } });
    expect(file).toEqual([['Phone', 'Messages'], [demoContactPhone(ACME, 39), '1']]);
  });

  it("saves a contact list from an upload's rows with its columns, pages and searches it, exports it, and deletes it", async () => {
    const list = await designer.call('POST', LISTS, { body: { name: 'Spring fair visitors', columns: ['name', 'city'] } });
    expect(list.status).toBe(200);
    expect((await designer.call('POST', LISTS, { body: { name: 'Spring fair visitors' } })).json.fields).toEqual({ name: 'Already used by another list' });
    const rows = [
      { phone: '+919811111112', cells: { name: 'Asha', city: 'Pune', extra: 'dropped' } },
      { phone: '+919811111111', cells: { name: 'Ravi', city: 'Delhi' } },
      { phone: '+919811111112', cells: { name: 'Asha again', city: 'Goa' } },
    ];
    expect((await designer.call('POST', `${LISTS}/${list.json.id}/rows`, { body: { rows } })).json).toEqual({ added: 2, duplicates: 1, rows: 2 });
    expect((await designer.call('GET', LISTS, { query: { search: 'spring' } })).json.rows).toEqual([
      expect.objectContaining({ id: list.json.id, name: 'Spring fair visitors', columns: ['name', 'city'], rows: 2, createdBy: 'designer' }),
    ]);
    const pune = await designer.call('GET', `${LISTS}/${list.json.id}/rows`, { query: { search: 'pune' } });
    expect(pune.json).toMatchObject({ total: 1, rows: [{ phone: '+919811111112', cells: { name: 'Asha', city: 'Pune' } }] });
    // A column title is not a cell: searching it finds nothing.
    expect((await designer.call('GET', `${LISTS}/${list.json.id}/rows`, { query: { search: 'city' } })).json.total).toBe(0);
    const reversed = await designer.call('GET', `${LISTS}/${list.json.id}/rows`, { query: { reverse: 'true' } });
    expect(reversed.json.rows.map((row: { phone: string }) => row.phone)).toEqual(['+919811111112', '+919811111111']);

    const file = await downloaded(designer, { pagename: 'tables-contact-list', columns: ['phone', 'values'], filter: { listId: list.json.id } });
    expect(file).toEqual([['Phone', 'name', 'city'], ['+919811111111', 'Ravi', 'Delhi'], ['+919811111112', 'Asha', 'Pune']]);
    const delhi = await downloaded(designer, { pagename: 'tables-contact-list', columns: ['values'], filter: { listId: list.json.id, search: 'DELHI' } });
    expect(delhi).toEqual([['name', 'city'], ['Ravi', 'Delhi']]);

    expect((await designer.call('DELETE', `${LISTS}/${list.json.id}`)).json).toEqual({ id: list.json.id, deleted: true });
    expect((await designer.call('GET', `${LISTS}/${list.json.id}`)).status).toBe(404);
  });

  it("answers 404 for another account's list, its rows and its export, and changes nothing", async () => {
    const list = (await designer.call('POST', LISTS, { body: { name: 'Owner list', columns: [] } })).json;
    await designer.call('POST', `${LISTS}/${list.id}/rows`, { body: { rows: [{ phone: '+919822222222' }] } });
    expect((await stranger.call('GET', `${LISTS}/${list.id}`)).status).toBe(404);
    expect((await stranger.call('GET', `${LISTS}/${list.id}/rows`)).status).toBe(404);
    expect((await stranger.call('POST', `${LISTS}/${list.id}/rows`, { body: { rows: [{ phone: '+971561234567' }] } })).status).toBe(404);
    expect((await stranger.call('DELETE', `${LISTS}/${list.id}`)).status).toBe(404);
    expect((await stranger.call('POST', DOWNLOADS, { body: { pagename: 'tables-contact-list', columns: ['phone'], fileType: 'csv', filter: { listId: list.id } } })).status).toBe(404);
    expect((await stranger.call('GET', LISTS)).json.rows).toEqual([]);
    // A stranger's removal touches only their own account's list.
    await stranger.call('POST', `${OPT_OUTS}/remove`, { body: { phones: ['+919800000003'] } });
    expect(await optOutPhones(designer, { search: '+919800000003' })).toEqual(['+919800000003']);
    expect((await designer.call('GET', `${LISTS}/${list.id}`)).json).toMatchObject({ rows: 1, updatedOn: list.updatedOn });
  });

  it("reads a list whole as a campaign's audience, page after page by number, and only the account's own", async () => {
    const list = (await designer.call('POST', LISTS, { body: { name: 'Audience list', columns: ['name'] } })).json;
    const phones = Array.from({ length: 7 }, (_, n) => `+9198333333${String(n).padStart(2, '0')}`);
    await designer.call('POST', `${LISTS}/${list.id}/rows`, { body: { rows: [...phones].reverse().map((phone, n) => ({ phone, cells: { name: `Guest ${n}` } })) } });
    const read: string[] = [];
    let after = '';
    let pages = 0;
    do {
      const page = await designer.call('GET', `${LISTS}/${list.id}/audience`, { query: { after, limit: '3' } });
      expect(page.status).toBe(200);
      expect(page.json.columns).toEqual(['name']);
      read.push(...page.json.rows.map((row: { phone: string }) => row.phone));
      after = page.json.next ?? '';
      pages += 1;
    } while (after);
    expect([read, pages]).toEqual([phones, 3]);
    const whole = await designer.call('GET', `${LISTS}/${list.id}/audience`);
    expect(whole.json.rows[0]).toEqual({ phone: phones[0], cells: { name: 'Guest 6' } });
    expect(whole.json.next).toBeNull();

    expect((await stranger.call('GET', `${LISTS}/${list.id}/audience`)).status).toBe(404);
    const badLimit = await designer.call('GET', `${LISTS}/${list.id}/audience`, { query: { limit: '5001' } });
    expect([badLimit.status, Object.keys(badLimit.json.fields)]).toEqual([400, ['limit']]);
    const badId = await designer.call('GET', `${LISTS}/not-a-list/audience`);
    expect([badId.status, Object.keys(badId.json.fields)]).toEqual([400, ['id']]);
  });

  it('pages, searches and sorts the RCS exclusion groups made through the RCS routes', async () => {
    const save = (name: string, numbers: string[]) => designer.call('POST', '/api/campaign/rcs/groups/saveExclusionGroup', { body: { esmeaddr: ACME, name, numbers } });
    await save('Staff', ['+919833333331', '+919833333332']);
    await save('Competitors', ['+919833333333']);
    await save('Staff family', []);
    const byNumbers = await designer.call('GET', `${TABLES}/exclusion-groups`, { query: { search: 'staff', sortKey: 'numbers', reverse: 'true' } });
    expect(byNumbers.json).toMatchObject({ total: 2, rows: [{ name: 'Staff', numbers: 2 }, { name: 'Staff family', numbers: 0 }] });
    expect((await designer.call('GET', `${TABLES}/exclusion-groups`, { query: { pageSize: '1', page: '2' } })).json.rows.map((row: { name: string }) => row.name)).toEqual(['Staff']);
    // The lounge maker's services open WhatsApp only.
    expect((await stranger.call('GET', `${TABLES}/exclusion-groups`)).status).toBe(403);
  });
});

const demoPhones = (count: number) => Array.from({ length: count }, (_, n) => demoContactPhone(ACME, n)).sort();
