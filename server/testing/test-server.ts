import { readFileSync } from 'node:fs';
import pino from 'pino';
import { appConfig, type AppConfig } from '@/api/contracts/config';
import { createApp } from '../app';
import type { ServerOptions } from '../context';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed/seed-demo';
import type { TestDatabase } from './test-databases';

export const TEST_BCRYPT_COST = 4;

/** A clock the tests move by hand, so expiry is tested without sleeping. */
export class TestClock {
  private current = new Date('2026-03-01T09:00:00Z');
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

/** A migrated, demo-seeded database behind an app with a silent logger, a cheap bcrypt and a test clock. */
export async function startTestServer(database: TestDatabase): Promise<TestServer> {
  const { db, dispose } = await database.open();
  const clock = new TestClock();
  await migrate(db);
  await seedDemoData(db, { bcryptCost: TEST_BCRYPT_COST, now: clock.now(), contacts: false });
  const config = loadTestConfig();
  return { app: testApp(db, config, clock, {}), db, clock, config, dispose };
}

/** Another app over the same database and clock, with different options; disposing it is the original's job. */
export function withOptions(server: TestServer, options: Partial<ServerOptions>): TestServer {
  return { ...server, app: testApp(server.db, server.config, server.clock, options) };
}
