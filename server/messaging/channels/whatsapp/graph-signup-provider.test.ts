import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { signedIn } from '../../../testing/routes/chatbot';
import { signupPayload, SMART_MESSAGING_APP } from '../../../testing/routes/accounts';
import { demoLogins } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../../testing/test-server';
import { createGraphSignupProvider } from './graph-signup-provider';

const ACME = demoLogins.designer.esme;
const SECRET = 'app-secret-for-tests';
/** Two customers who finish Meta's dialog: one whose WABA has a number, one whose WABA has none yet. */
const CUSTOMERS = {
  'code-with-number': { token: 'EAA-with-number', waba: '104000000000771', numbers: [{ id: '105000000000771', display_phone_number: '+1 555-010-7771', verified_name: 'Acme Retail', platform_type: 'NOT_APPLICABLE' }] },
  'code-without-number': { token: 'EAA-without-number', waba: '104000000000772', numbers: [] },
  'code-through-faults': { token: 'EAA-through-faults', waba: '104000000000773', numbers: [{ id: '105000000000773', display_phone_number: '+1 555-010-7773', verified_name: 'Acme Outlet', platform_type: 'NOT_APPLICABLE' }] },
  'code-second-waba': { token: 'EAA-second-waba', waba: '104000000000774', numbers: [{ id: '105000000000774', display_phone_number: '+1 555-010-7774', verified_name: 'Acme Old', platform_type: 'CLOUD_API' }] },
} as const;
/** The business behind `code-second-waba` shared an older WABA too, listed first; in the dialog it picked this one's second number. */
const SECOND_WABA = {
  token: 'EAA-second-waba',
  waba: '104000000000775',
  numbers: [
    { id: '105000000000775', display_phone_number: '+1 555-010-7775', verified_name: 'Acme Kiosk', platform_type: 'CLOUD_API' },
    { id: '105000000000776', display_phone_number: '+1 555-010-7776', verified_name: 'Acme Online', platform_type: 'CLOUD_API' },
  ],
} as const;

type Fault = 'hang' | 'reset' | 'garbage' | 'proxy-page';

/**
 * Meta misbehaving once, on the first request whose path ends with `step`: no answer until the caller
 * gives up, an answer cut off halfway, one that is not JSON (those three after Meta handled it), or a
 * proxy's error page (before).
 */
function faultyFetch(step: string, fault: Fault): typeof fetch {
  let done = false;
  return async (input, init) => {
    const url = new URL(String(input));
    if (done || !url.pathname.endsWith(step)) return fetch(input, init);
    done = true;
    if (fault === 'proxy-page') return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const real = await fetch(input, init);
    if (fault === 'garbage') return new Response('{"data":[{"id', { status: 200, headers: { 'content-type': 'application/json' } });
    if (fault === 'reset') {
      const text = await real.text();
      const cut = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, Math.floor(text.length / 2))));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(cut, { status: real.status, headers: real.headers });
    }
    await new Promise((resolve) => init?.signal?.addEventListener('abort', resolve, { once: true }));
    throw init?.signal?.reason;
  };
}

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

/**
 * Meta's Graph API as far as embedded sign-up uses it, on loopback: an outside service, so the test
 * stands in for it with its documented request and answer shapes (error envelopes included).
 */
function startGraph(version: string): Promise<{ server: Server; baseUrl: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  type Customer = (typeof CUSTOMERS)[keyof typeof CUSTOMERS] | typeof SECOND_WABA;
  const byToken = new Map<string, Customer>(Object.values(CUSTOMERS).map((customer) => [customer.token, customer]));
  const byWaba = new Map<string, Customer>([...Object.values(CUSTOMERS), SECOND_WABA].map((customer) => [customer.waba, customer]));
  const sharedBy = (token: string) => [...byWaba.values()].filter((customer) => customer.token === token).map((customer) => customer.waba);
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://graph.local');
      const query = Object.fromEntries(url.searchParams);
      const path = url.pathname.replace(`/${version}/`, '');
      seen.push({ method: request.method ?? '', path, query, authorization: request.headers.authorization, body: raw ? JSON.parse(raw) : null });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const oauthError = (message: string, code: number) => answer(400, { error: { message, type: 'OAuthException', code, fbtrace_id: 'A1b2C3' } });
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const customer = byToken.get(bearer);
      const [wabaId, edge] = path.split('/');
      const waba = byWaba.get(wabaId ?? '');
      if (path === 'oauth/access_token') {
        const found = CUSTOMERS[query.code as keyof typeof CUSTOMERS];
        if (query.client_id !== SMART_MESSAGING_APP || query.client_secret !== SECRET) return oauthError('Error validating client secret.', 1);
        return found ? answer(200, { access_token: found.token, token_type: 'bearer' }) : oauthError('Invalid verification code format.', 100);
      }
      if (path === 'debug_token') {
        const shared = byToken.get(query.input_token ?? '');
        if (bearer !== `${SMART_MESSAGING_APP}|${SECRET}` || !shared) return oauthError('Invalid OAuth access token.', 190);
        return answer(200, { data: { app_id: SMART_MESSAGING_APP, type: 'USER', is_valid: true, scopes: ['whatsapp_business_management'], granular_scopes: [{ scope: 'whatsapp_business_management', target_ids: sharedBy(shared.token) }] } });
      }
      if (!waba && edge !== 'register') return oauthError(`Unsupported get request. Object with ID '${wabaId}' does not exist`, 100);
      if (waba && customer?.token !== waba.token) return oauthError('Invalid OAuth access token.', 190);
      if (request.method === 'GET' && edge === undefined) return answer(200, { id: waba?.waba, name: 'Acme Retail WABA', account_review_status: 'APPROVED' });
      if (request.method === 'GET' && edge === 'phone_numbers') return answer(200, { data: waba?.numbers ?? [], paging: { cursors: { before: 'x', after: 'y' } } });
      if (request.method === 'POST' && edge === 'subscribed_apps') return answer(200, { success: true });
      if (request.method === 'POST' && edge === 'register') return answer(200, { success: true });
      return oauthError('Unknown path', 100);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

describe.each(testDatabases)("embedded sign-up's code exchange with Meta on $name", (database) => {
  let base: TestServer;
  let graph: Awaited<ReturnType<typeof startGraph>>;
  let designer: ApiClient;
  const stored = async () => ({
    wabas: await base.db.query('select id, name, status from wabas where id like $1 order by id', ['104000000000%']),
    numbers: await base.db.query('select id, waba_id, display_number, verified_name, status from sender_numbers where id like $1 order by id', ['105000000000%']),
  });
  const signUp = (code: string) => designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) });

  beforeAll(async () => {
    base = await startTestServer(database);
    graph = await startGraph(base.config.graphApiVersion);
    const provider = createGraphSignupProvider({ baseUrl: graph.baseUrl, graphApiVersion: base.config.graphApiVersion, appSecrets: { [SMART_MESSAGING_APP]: SECRET }, registrationPin: '246810' });
    designer = await signedIn(withOptions(base, { signupProvider: provider }), demoLogins.designer);
  });
  afterAll(async () => {
    await new Promise((resolve) => graph.server.close(resolve));
    await base.dispose();
  });

  it('exchanges the code, finds the shared WABA and its number, subscribes our app, registers the number and stores both', async () => {
    graph.seen.length = 0;
    const answer = await signUp('code-with-number');
    expect(answer.json).toEqual({ result: 200, waba_data: [{ waba_id: '104000000000771', status: 'APPROVED' }], message: 'Signup successful!' });
    expect(graph.seen.map((request) => [request.method, request.path])).toEqual([
      ['GET', 'oauth/access_token'],
      ['GET', 'debug_token'],
      ['GET', '104000000000771'],
      ['GET', '104000000000771/phone_numbers'],
      ['POST', '104000000000771/subscribed_apps'],
      ['POST', '105000000000771/register'],
    ]);
    expect(graph.seen[0]?.query).toEqual({ client_id: SMART_MESSAGING_APP, client_secret: SECRET, code: 'code-with-number' });
    expect(graph.seen[5]).toMatchObject({ authorization: 'Bearer EAA-with-number', body: { messaging_product: 'whatsapp', pin: '246810' } });
    expect(await stored()).toEqual({
      wabas: [{ id: '104000000000771', name: 'Acme Retail WABA', status: 'APPROVED' }],
      numbers: [{ id: '105000000000771', waba_id: '104000000000771', display_number: '+15550107771', verified_name: 'Acme Retail', status: 'CONNECTED' }],
    });
    // The same business signing up again is refused before anything is asked of Meta beyond reading.
    const again = await signUp('code-with-number');
    expect(again.json).toEqual({ result: 400, message: 'The number +15550107771 is already connected on this server.' });

    // Marketing Messages Lite's dialog may pick the account's existing WABA: it is onboarded, not refused, and nothing is added.
    graph.seen.length = 0;
    const mmLite = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, 'code-with-number', { feature_type: 'marketing_messages_lite' }) });
    expect(mmLite.json).toEqual({ result: 200, waba_data: [{ waba_id: '104000000000771', status: 'APPROVED' }], message: 'Signup successful!' });
    expect(graph.seen.map((request) => request.path)).toEqual(['oauth/access_token', 'debug_token', '104000000000771', '104000000000771/phone_numbers']);
    expect(await base.db.query('select count(*)::int as n, max(mm_lite_onboarded_on) is not null as onboarded from wabas where id = $1', ['104000000000771'])).toEqual([{ n: 1, onboarded: true }]);
    expect((await stored()).numbers).toHaveLength(1);
  });

  it("answers a code Meta refuses with Meta's message and code, and stores nothing", async () => {
    const before = await stored();
    const answer = await signUp('code-typed-wrong');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ result: 400, message: 'Meta refused the sign-up: Invalid verification code format. (code 100)' });
    expect(await stored()).toEqual(before);
    const [event] = await base.db.query<{ result: number; message: string }>('select result, message from signup_events order by at desc, id desc limit 1');
    expect(event).toEqual({ result: 400, message: 'Meta refused the sign-up: Invalid verification code format. (code 100)' });
  });

  it('answers Meta misbehaving at any step with a plain message, stores nothing, and the next sign-up goes through', async () => {
    const steps: Array<[string, Fault]> = [
      ['oauth/access_token', 'hang'],
      ['debug_token', 'garbage'],
      ['104000000000773', 'proxy-page'],
      ['phone_numbers', 'reset'],
      ['subscribed_apps', 'hang'],
      ['105000000000773/register', 'reset'],
    ];
    const before = await stored();
    for (const [step, fault] of steps) {
      const provider = createGraphSignupProvider({ baseUrl: graph.baseUrl, graphApiVersion: base.config.graphApiVersion, appSecrets: { [SMART_MESSAGING_APP]: SECRET }, registrationPin: '246810', timeoutMs: 300, fetch: faultyFetch(step, fault) });
      const faulty = await signedIn(withOptions(base, { signupProvider: provider }), demoLogins.designer);
      const answer = await faulty.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, 'code-through-faults') });
      expect(answer.status, `${step} ${fault}`).toBe(200);
      expect(answer.json, `${step} ${fault}`).toEqual({ result: 400, message: expect.stringMatching(/\. Nothing was stored; please sign up again in a minute\.$/) });
      expect(await stored()).toEqual(before);
    }
    expect((await signUp('code-through-faults')).json).toMatchObject({ result: 200, message: 'Signup successful!' });
  });

  it("takes the WABA and number the dialog's session info names, and refuses a WABA the token was not given", async () => {
    const before = await stored();
    const wrong = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: { ...signupPayload(ACME, 'code-second-waba'), waba_id: '104000000000771' } });
    expect(wrong.json).toEqual({ result: 400, message: 'The WhatsApp Business Account 104000000000771 picked in the sign-up was not shared with our app. Please sign up again.' });
    expect(await stored()).toEqual(before);

    const picked = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: { ...signupPayload(ACME, 'code-second-waba'), waba_id: SECOND_WABA.waba, phone_number_id: '105000000000776' } });
    expect(picked.json).toMatchObject({ result: 200, waba_data: [{ waba_id: SECOND_WABA.waba }] });
    const { numbers } = await stored();
    expect(numbers.filter((number) => (number as { waba_id: string }).waba_id === SECOND_WABA.waba)).toEqual([
      { id: '105000000000776', waba_id: SECOND_WABA.waba, display_number: '+15550107776', verified_name: 'Acme Online', status: 'CONNECTED' },
    ]);
  });

  it('refuses a WABA without a phone number, before subscribing our app to it', async () => {
    const before = await stored();
    graph.seen.length = 0;
    const answer = await signUp('code-without-number');
    expect(answer.json).toEqual({ result: 400, message: 'The WhatsApp Business Account Acme Retail WABA has no phone number yet. Add one in WhatsApp Manager, then sign up again.' });
    expect(graph.seen.map((request) => request.path)).not.toContain('104000000000772/subscribed_apps');
    expect(await stored()).toEqual(before);
  });
});
