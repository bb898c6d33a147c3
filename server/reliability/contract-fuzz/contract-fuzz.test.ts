import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../api-routes';
import { testDatabases } from '../../testing/test-databases';
import { startFuzzServer } from './fuzz-server';
import { FuzzWorld } from './fuzz-world';
import { routeKey } from './recipe';
import { fuzzRecipes } from './recipes';
import { reachedSuccess, runContractFuzz, type FuzzReport } from './run-contract-fuzz';

/** Fixed in `npm test` so a run is the same run every time; `npm run bench:fuzz` draws new seeds. */
const seed = Number(process.env.FUZZ_SEED ?? 20261129);

describe.each(testDatabases)('the contract fuzz on $name', (database) => {
  let fuzzed: Awaited<ReturnType<typeof startFuzzServer>>;
  let world: FuzzWorld;
  let report: FuzzReport;
  beforeAll(async () => {
    fuzzed = await startFuzzServer(database);
    world = new FuzzWorld(fuzzed.server, fuzzed.webhooks);
    report = await runContractFuzz(apiRoutes, fuzzRecipes, world, { seed, numRuns: Number(process.env.FUZZ_RUNS ?? 3), mutations: 2, only: process.env.FUZZ_ONLY });
  }, 300_000);
  afterAll(async () => {
    await world.dispose();
    await fuzzed.dispose();
  });

  it(`knows how to call every route of the OpenAPI document (seed ${seed})`, async () => {
    const document = (await (await fuzzed.server.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => routeKey({ method, path: path.replace(/\{(\w+)\}/g, ':$1') })));
    expect(documented.length).toBe(apiRoutes.length);
    expect(documented.filter((key) => !fuzzRecipes[key])).toEqual([]);
    expect(report.withoutRecipe).toEqual([]);
  });

  it(`gets no 5xx, stack trace or answer outside the contract, and a 400 naming each broken field (seed ${seed})`, () => {
    const problems = report.routes.flatMap((route) => [
      ...route.problems.map((problem) => `${route.key}: ${problem}`),
      ...(route.setUpFailures ? [`${route.key}: ${route.setUpFailures} requests skipped, their rows could not be made`] : []),
    ]);
    expect(problems, `replay with FUZZ_SEED=${seed} FUZZ_ONLY='<route>'`).toEqual([]);
  });

  it(`gets past the handler's own checks to a 2xx (or a link's redirect) on every route (seed ${seed})`, () => {
    expect(report.routes.filter((route) => !reachedSuccess(route)).map((route) => `${route.key} ${JSON.stringify(route.firstAnswers)}`)).toEqual([]);
  });
});
