import { readFileSync } from 'node:fs';
import pino from 'pino';
import { appConfig, type AppConfig } from '@/api/contracts/config';
import { createApp } from '../app';
import type { ServerOptions } from '../platform/context';
import type { Db } from '../platform/db/db';
import { migrateAndSeed, TEST_BCRYPT_COST, TEST_EPOCH } from './seeded-pglite';
import type { TestDatabase } from './test-databases';

export { TEST_BCRYPT_COST } from './seeded-pglite';

/** A clock the tests move by hand, so expiry is tested without sleeping. */
export class TestClock {
  private current = new Date(TEST_EPOCH);
  readonly now = () => new Date(this.current);
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export const loadTestConfig = (): AppConfig =>
  appConfig.parse(JSON.parse(readFileSync(new URL('../../public/assets/config/config.json', import.meta.url), 'utf8')));

export interface TestServer {
  app: ReturnType<typeof createApp>;
  db: Db;
  clock: TestClock;
  config: AppConfig;
  dispose(): Promise<void>;
}

function testApp(db: Db, config: AppConfig, clock: TestClock, options: Partial<ServerOptions>) {
  return createApp({ db, config, logger: pino({ level: 'silent' }), options: { bcryptCost: TEST_BCRYPT_COST, trustProxy: true, now: clock.now, ...options } });
}

async function openThenSeed(database: TestDatabase) {
  const opened = await database.open();
  await migrateAndSeed(opened.db);
  return opened;
}

/** A migrated, demo-seeded database behind an app with a silent logger, a cheap bcrypt and a test clock. */
export async function startTestServer(database: TestDatabase): Promise<TestServer> {
  const { db, dispose } = database.openSeeded ? await database.openSeeded() : await openThenSeed(database);
  const clock = new TestClock();
  const config = loadTestConfig();
  return { app: testApp(db, config, clock, {}), db, clock, config, dispose };
}

/** Another app over the same database and clock, with different options; disposing it is the original's job. */
export function withOptions(server: TestServer, options: Partial<ServerOptions>): TestServer {
  return { ...server, app: testApp(server.db, server.config, server.clock, options) };
}
