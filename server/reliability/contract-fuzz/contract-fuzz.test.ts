import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../routes/index';
import { testDatabases } from '../../testing/test-databases';
import { startFuzzServer } from './fuzz-server';
import { FuzzWorld } from './fuzz-world';
import { routeKey } from './recipe';
import { fuzzRecipes } from './recipes';
import { NOT_YET_PAST_THE_HANDLER } from './recipes/not-yet';
import { reachedSuccess, runContractFuzz, type FuzzReport } from './run-contract-fuzz';

/** Fixed in `npm test` so a run is the same run every time; `npm run bench:fuzz` draws new seeds. */
const seed = Number(process.env.FUZZ_SEED ?? 20261129);

describe.each(testDatabases)('the contract fuzz on $name', (database) => {
  let fuzzed: Awaited<ReturnType<typeof startFuzzServer>>;
  let world: FuzzWorld;
  let report: FuzzReport;
  beforeAll(async () => {
    fuzzed = await startFuzzServer(database);
    world = new FuzzWorld(fuzzed.server);
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
    const problems = report.routes.flatMap((route) => route.problems.map((problem) => `${route.key}: ${problem}`));
    expect(problems, `replay with FUZZ_SEED=${seed} FUZZ_ONLY='<route>'`).toEqual([]);
  });

  it(`reaches a 2xx on every route but those listed as not yet past their handler's checks, and that list only shrinks (seed ${seed})`, () => {
    const never = report.routes.filter((route) => !reachedSuccess(route));
    const regressed = never.filter((route) => !NOT_YET_PAST_THE_HANDLER.has(route.key)).map((route) => `${route.key} ${JSON.stringify(route.firstAnswers)}`);
    expect(regressed).toEqual([]);
    if (process.env.FUZZ_ONLY) return;
    const nowReached = [...NOT_YET_PAST_THE_HANDLER].filter((key) => !never.some((route) => route.key === key));
    expect(nowReached, 'these reach a 2xx now: take them off recipes/not-yet.ts').toEqual([]);
  });
});
