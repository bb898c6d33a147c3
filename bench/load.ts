// Load benchmark: `npm run bench:load` against PostgreSQL (DATABASE_URL, or TEST_DATABASE_URL as set by
// `bash scripts/with-postgres.sh npm run bench:load`). On loopback only, for DURATION_S seconds:
// 200 web-chat conversations and 20 designers saving flows at once. Afterwards the database must hold
// every turn and every save that was answered 200. Prints a markdown table; exits 1 on any error or loss.
// BENCH_SECONDS and BENCH_CONVERSATIONS shorten a trial run.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { SIGNUP_FLOW } from '../src/canvas/engine';
import { createApp } from '../server/app';
import { migrate } from '../server/platform/db/migrate';
import { openPostgresDb } from '../server/platform/db/postgres-db';
import { demoLogins } from '../server/seed/demo-accounts';
import { seedDemoData } from '../server/seed/seed-demo';
import { ApiClient } from '../server/testing/api-client';
import { loadTestConfig, type TestServer } from '../server/testing/test-server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const DESIGNERS = 20;
/** What one web-chat user sends before leaving; the connection then starts a new conversation. */
const CHAT = [{ start: true }, { text: 'Sign me up' }, { text: 'asha rao' }, { text: 'asha@example.com' }] as const;

const connectionString = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!connectionString) {
  console.error('bench:load needs PostgreSQL: set DATABASE_URL, or run `bash scripts/with-postgres.sh npm run bench:load`.');
  process.exit(2);
}
// However the run goes, the process ends: autocannon stops at DURATION_S, this is the backstop.
setTimeout(() => {
  console.error('bench:load did not finish in time');
  process.exit(1);
}, (DURATION_S + 120) * 1000).unref();

const schema = `bench_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString });
await admin.connect();
await admin.query(`create schema ${schema}`);
const db = await openPostgresDb({ connectionString, schema });

try {
  await migrate(db);
  await seedDemoData(db, { bcryptCost: 4, now: new Date() });
  const config = loadTestConfig();
  // Each conversation comes from its own address (X-Forwarded-For), as 200 people would.
  const app = createApp({ db, config, logger: pino({ level: 'silent' }), options: { bcryptCost: 4, trustProxy: true } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const designer = new ApiClient({ app, config } as TestServer);
  await designer.login(demoLogins.designer.username, demoLogins.designer.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await designer.call(method, `/api/bot/${path}`, { body });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json;
  };
  const bot = await call('POST', 'bots', { name: 'Load bot', channel: 'RCS' });
  const entry = await call('POST', `bots/${bot.id}/flows`, { name: 'Sign-up' });
  await call('PUT', `flows/${entry.id}`, { document: SIGNUP_FLOW, baseVersion: 1 });
  await call('POST', `flows/${entry.id}/publish`, { baseVersion: 2 });
  const profile = await call('POST', 'pwa-profiles', {
    name: 'Load chat', bot_id: bot.id, app_name: 'Load chat', short_name: 'Load', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.example/i.png',
  });
  const designerBot = await call('POST', 'bots', { name: 'Designers bot', channel: 'RCS' });
  const free: { flow: string; version: number }[] = [];
  for (let index = 0; index < DESIGNERS; index++) free.push({ flow: (await call('POST', `bots/${designerBot.id}/flows`, { name: `Flow ${index}` })).id, version: 1 });

  let turnsAnswered = 0;
  let savesAnswered = 0;
  const json = { 'content-type': 'application/json' };
  const auth = { ...json, cookie: `XSRF-TOKEN=${designer.xsrfToken}`, 'x-xsrf-token': designer.xsrfToken ?? '', authorization: `Bearer ${designer.token}`, session: designer.sessionId ?? '' };
  type Context = { conversation?: string; address?: string; flow?: string; version?: number };

  const chat = autocannon({
    url: origin,
    connections: CONVERSATIONS,
    duration: DURATION_S,
    timeout: 30,
    requests: CHAT.map((message, step) => ({
      method: 'POST' as const,
      path: `/api/pwa/${profile.id}/messages`,
      setupRequest: (request: autocannon.Request, context: Context) => {
        if (step === 0) {
          context.conversation = randomUUID();
          context.address = `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;
        }
        return { ...request, headers: { ...json, 'x-forwarded-for': context.address ?? '' }, body: JSON.stringify({ conversation_id: context.conversation, ...message }) };
      },
      onResponse: (status: number) => {
        if (status === 200) turnsAnswered += 1;
      },
    })),
  });

  // Each designer saves a flow of its own: a save takes a flow with its version from the pool and gives it back with the new one.
  const designers = autocannon({
    url: origin,
    connections: DESIGNERS,
    duration: DURATION_S,
    timeout: 30,
    requests: [
      {
        method: 'PUT' as const,
        setupRequest: (request: autocannon.Request, context: Context) => {
          const flow = free.shift();
          if (!flow) return { ...request, method: 'GET' as const, path: '/api/openapi.json' };
          Object.assign(context, flow);
          return { ...request, path: `/api/bot/flows/${flow.flow}`, headers: auth, body: JSON.stringify({ document: { ...SIGNUP_FLOW, name: `Saved ${flow.version}` }, baseVersion: flow.version }) };
        },
        onResponse: (status: number, body: string, context: Context) => {
          if (!context.flow) return;
          if (status === 200) savesAnswered += 1;
          const answer = JSON.parse(body) as { version?: number; current?: { version: number } };
          free.push({ flow: context.flow, version: answer.version ?? answer.current?.version ?? context.version ?? 1 });
        },
      },
    ],
  });

  const [chatResult, designerResult] = await Promise.all([chat, designers]);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

  const [turns] = await db.query<{ n: number }>('select coalesce(sum(turn_count), 0)::int as n from conversations where bot_id = $1', [bot.id]);
  const [saves] = await db.query<{ n: number }>('select coalesce(sum(version - 1), 0)::int as n from flows where bot_id = $1', [designerBot.id]);
  const row = (name: string, result: autocannon.Result) =>
    `| ${name} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ${result.errors + result.timeouts} |`;
  console.log(`\nLoad on PostgreSQL, ${DURATION_S} s, loopback, ${CONVERSATIONS} web-chat conversations + ${DESIGNERS} designers saving\n`);
  console.log('| traffic | requests | req/s | p50 ms | p99 ms | max ms | non-2xx | errors + timeouts |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(row(`web chat (${CONVERSATIONS} connections)`, chatResult));
  console.log(row(`designers (${DESIGNERS} connections)`, designerResult));
  // A request in flight when autocannon stops is answered to nobody but still stored: the database may
  // hold up to one more turn or save per connection than was counted, never fewer.
  const lostTurns = turnsAnswered - turns!.n;
  const lostSaves = savesAnswered - saves!.n;
  console.log(`\nturns answered 200: ${turnsAnswered}, stored: ${turns!.n}, lost: ${Math.max(0, lostTurns)}`);
  console.log(`saves answered 200: ${savesAnswered}, stored: ${saves!.n}, lost: ${Math.max(0, lostSaves)}`);
  const failed =
    chatResult.non2xx + chatResult.errors + chatResult.timeouts + designerResult.non2xx + designerResult.errors + designerResult.timeouts > 0 ||
    lostTurns > 0 ||
    lostSaves > 0 ||
    -lostTurns > CONVERSATIONS ||
    -lostSaves > DESIGNERS;
  process.exitCode = failed ? 1 : 0;
} finally {
  await db.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
