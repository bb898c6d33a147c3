// The contract fuzz at size (issue #28): `npm run bench:fuzz` sends at least FUZZ_REQUESTS (100,000)
// generated requests across every route, on fresh seeds, and prints what came back. PGlite by
// default; PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
import { performance } from 'node:perf_hooks';
import { FuzzWorld } from '../../server/reliability/contract-fuzz/fuzz-world';
import { startFuzzServer } from '../../server/reliability/contract-fuzz/fuzz-server';
import { fuzzRecipes } from '../../server/reliability/contract-fuzz/recipes';
import { routeKey } from '../../server/reliability/contract-fuzz/recipe';
import { reachedSuccess, runContractFuzz } from '../../server/reliability/contract-fuzz/run-contract-fuzz';
import { apiRoutes } from '../../server/api-routes';
import { testDatabases } from '../../server/testing/test-databases';

const target = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const numRuns = Number(process.env.FUZZ_RUNS ?? 100);
const database = testDatabases[testDatabases.length - 1]!;

// Past Meta's 100 template creations an hour, or most template requests would be skipped for want of rows.
// Each round on a fresh server and database: a WABA holds thousands of templates after a round (Meta stops
// a real one at 6,000), and every template sync reads them all, so a shared one made each round slower.
async function freshWorld() {
  const fuzzed = await startFuzzServer(database, 1_000_000);
  const world = new FuzzWorld(fuzzed.server, fuzzed.webhooks);
  return {
    world,
    async dispose() {
      await world.dispose();
      await fuzzed.dispose();
    },
  };
}

// The floor: the cheapest request the server answers (a public flag read), the same way, in the same process.
const floorWorld = await freshWorld();
const floorStart = performance.now();
const anonymous = await floorWorld.world.as('anonymous');
for (let index = 0; index < 2000; index += 1) await anonymous.callRaw('GET', '/api/bot/checkflag', { query: { id: 'bench' } });
const floorMs = (performance.now() - floorStart) / 2000;
await floorWorld.dispose();

let sent = 0;
let setUpFailures = 0;
const statuses: Record<number, number> = {};
const problems: string[] = [];
const reached = new Set<string>();
const skipsByRoute: Record<string, number> = {};
const seeds: number[] = [];
const started = performance.now();
while (sent < target) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  seeds.push(seed);
  const round = await freshWorld();
  const report = await runContractFuzz(apiRoutes, fuzzRecipes, round.world, { seed, numRuns, mutations: 20 });
  await round.dispose();
  for (const route of report.routes) {
    sent += route.sent;
    setUpFailures += route.setUpFailures;
    if (route.setUpFailures) skipsByRoute[route.key] = (skipsByRoute[route.key] ?? 0) + route.setUpFailures;
    for (const [status, count] of Object.entries(route.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
    problems.push(...route.problems.map((problem) => `${route.key}: ${problem}`));
    if (reachedSuccess(route)) reached.add(route.key);
  }
  // Each round's tally as it ends, so a run stopped early still tells what it found.
  const errorsSoFar = Object.entries(statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(`seed ${seed}: ${sent} requests so far, ${errorsSoFar} 5xx, ${problems.length} problems, ${setUpFailures} skipped`);
  for (const problem of report.routes.flatMap((route) => route.problems.map((text) => `${route.key}: ${text}`))) console.log(`  ! ${problem.slice(0, 500)}`);
}
const elapsedMs = performance.now() - started;

const serverErrors = Object.entries(statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
console.log(`\ncontract fuzz on ${database.name}: ${sent} requests over ${apiRoutes.length} routes, seeds ${seeds.join(', ')}`);
console.log(`statuses: ${JSON.stringify(statuses)}`);
console.log(`5xx: ${serverErrors}; routes that reached a 2xx: ${reached.size} of ${apiRoutes.length}; problems: ${problems.length}; requests skipped because their rows could not be made: ${setUpFailures}`);
console.log(`time per request ${(elapsedMs / sent).toFixed(2)} ms = ${(elapsedMs / sent / floorMs).toFixed(1)}× the floor (${floorMs.toFixed(3)} ms, GET /api/bot/checkflag)`);
console.log(`routes without a 2xx: ${apiRoutes.map(routeKey).filter((key) => !reached.has(key)).join(', ') || 'none'}`);
const skipped = Object.entries(skipsByRoute).sort(([, a], [, b]) => b - a);
console.log(`skips by route: ${skipped.map(([key, count]) => `${key} ${count}`).join('; ') || 'none'}`);
for (const problem of problems.slice(0, 30)) console.log(`  ! ${problem.slice(0, 500)}`);
process.exitCode = serverErrors || problems.length ? 1 : 0;
