import { receiveWhatsappWebhook } from '../../server/messaging/channels/whatsapp/receive-webhook';
import { signWebhookBody } from '../../server/messaging/channels/whatsapp/webhook-signature';
import type { DispatchCost } from './against-floor';
import type { BenchRow } from './section';
import type { StatementStats } from './statement-stats';

/** The costliest families printed; BENCH_STATEMENT_FAMILIES prints more, to count a run's statements by kind. */
const TOP_FAMILIES = Number(process.env.BENCH_STATEMENT_FAMILIES ?? 10);
const REPLAYS = 5;

const info = (measure: string, value: string): BenchRow => ({ measure, value, target: '–', met: true });
const perMessage = (value: number, messages: number) => (value / messages).toFixed(3);

/**
 * What our webhook route's own work costs a webhook (signature check, JSON, the zod schema, the events),
 * replayed after the run on the bodies the run received, so no timer runs inside the measured run. The
 * floor's receiver does JSON.parse alone, timed the same way on the same bodies.
 */
export function replayWebhooks(bodies: readonly string[]): { oursMs: number; floorMs: number } {
  const secret = 'bench-replay-secret';
  const signed = bodies.map((body) => ({ body, signature: signWebhookBody(body, secret) }));
  const now = new Date();
  const time = (work: (body: string, signature: string) => void) => {
    const started = performance.now();
    for (let round = 0; round < REPLAYS; round += 1) for (const { body, signature } of signed) work(body, signature);
    return (performance.now() - started) / (REPLAYS * Math.max(1, bodies.length));
  };
  // Once unmeasured, so neither is charged the compiling.
  time((body, signature) => receiveWhatsappWebhook(body, signature, secret, now));
  return {
    oursMs: time((body, signature) => {
      if (!receiveWhatsappWebhook(body, signature, secret, now).ok) throw new Error('a replayed webhook was refused');
    }),
    floorMs: time((body) => JSON.parse(body) as unknown),
  };
}

/** Rows of statements: a message, PostgreSQL's execution time a message, and the costliest families. */
export function statementRows(run: DispatchCost, stats: StatementStats | null): BenchRow[] {
  if (!stats) return [info(`${run.name}: statements (pg_stat_statements not loaded in this PostgreSQL)`, '–')];
  const rows = [
    info(`${run.name}: statements a message (top level, begin and commit included)`, perMessage(stats.calls, run.messages)),
    info(`${run.name}: PostgreSQL execution ms a message (pg_stat_statements, top level: waits on locks included; parsing, planning, the protocol and commits not)`, perMessage(stats.ms, run.messages)),
    info(`${run.name}: WAL bytes a message (what its writes cost, waits aside)`, (stats.walBytes / run.messages).toFixed(0)),
  ];
  for (const family of stats.families.slice(0, TOP_FAMILIES))
    rows.push(
      info(
        `${run.name}: ${family.nested ? '(inside a trigger or function, also in its statement) ' : ''}\`${family.label.replaceAll('|', '\\|')}\`: calls ${perMessage(family.calls, run.messages)}, rows ${perMessage(family.rows, run.messages)}, WAL bytes ${(family.walBytes / run.messages).toFixed(0)} a message; ms a message`,
        perMessage(family.ms, run.messages),
      ),
    );
  return rows;
}

/**
 * The process's share, without a profiler: system calls a message (its sockets' reads and writes),
 * what a statement costs the pg client (the naive dispatcher's process CPU over the floor's, a
 * statement of its own), and our webhook route's own work replayed on the run's bodies.
 */
export function processRows(input: { floor: DispatchCost; naive: DispatchCost; real: DispatchCost; naiveStats: StatementStats | null; realStats: StatementStats | null; webhooksPerMessage: number; replay: { oursMs: number; floorMs: number } | null }): BenchRow[] {
  const { floor, naive, real } = input;
  const rows: BenchRow[] = [];
  for (const run of [floor, naive, real]) {
    const calls = run.cost.syscalls;
    if (calls) rows.push(info(`${run.name}: read and write system calls a message in this process (its sockets: HTTP to the sandbox, PostgreSQL)`, `${perMessage(calls.reads, run.messages)} + ${perMessage(calls.writes, run.messages)}`));
  }
  const processMs = (run: DispatchCost) => run.cost.nodeCpuMs / run.messages;
  rows.push(info(`process CPU ms a message over the floor's: ${naive.name}, ${real.name}`, `${(processMs(naive) - processMs(floor)).toFixed(2)}, ${(processMs(real) - processMs(floor)).toFixed(2)}`));
  if (input.naiveStats && input.realStats && input.naiveStats.calls > 0) {
    const perStatement = ((processMs(naive) - processMs(floor)) * naive.messages) / input.naiveStats.calls;
    rows.push(
      info(
        `the pg client's CPU ms a statement (${naive.name}'s process over the floor's, over its statements), and so ${real.name}'s statements a message would cost`,
        `${perStatement.toFixed(3)}, ${((perStatement * input.realStats.calls) / real.messages).toFixed(2)}`,
      ),
    );
  }
  if (input.replay)
    rows.push(
      info(
        `${real.name}'s webhook route (signature, JSON, zod schema, events), replayed on the run's webhook bodies, CPU ms a message (${input.webhooksPerMessage.toFixed(2)} webhooks a message), against the floor's JSON.parse`,
        `${(input.replay.oursMs * input.webhooksPerMessage).toFixed(3)} against ${(input.replay.floorMs * input.webhooksPerMessage).toFixed(3)}`,
      ),
    );
  return rows;
}
