import { AUTOMATION_RUNS_PATH, automationRunsQuery, automationRunsResponse, type AutomationReply, type AutomationRun, type PathStep } from '@/api/contracts/automation';
import { ownAutomation } from '../automations-repo';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

interface RunRow {
  id: string;
  automation_id: string;
  automation_name: string;
  at: Date;
  phone: string;
  trigger_text: string;
  status: AutomationRun['status'];
  path: PathStep[];
}

interface ReplyRow {
  run_id: string;
  node_id: string;
  status: AutomationReply['status'];
  delivery: AutomationReply['delivery'];
  delivery_error: string | null;
  reason: string | null;
  at: Date;
}

export const automationRunsRoute = defineRoute({
  ...routeFamily.accounts('automation'),
  method: 'get',
  path: AUTOMATION_RUNS_PATH,
  summary:
    "The run log, newest first: when, the contact, the message that started it, the path it took (each node it went through: id, kind, how it ended, what it did or why it failed) and the messages it sent with the provider's statuses. `automationId` narrows it to one automation.",
  query: automationRunsQuery,
  response: automationRunsResponse,
  errors: [400, 401, 403, 404],
  handle: async ({ ctx, caller, query }) => {
    if (query.automationId) await ownAutomation(ctx.db, caller.esme, query.automationId);
    const rows = await ctx.db.query<RunRow>(
      `select r.id, r.automation_id, a.name as automation_name, r.at, r.phone, r.trigger_text, r.status, r.path
       from automation_runs r join automations a on a.id = r.automation_id
       where r.esme = $1 and ($2::uuid is null or r.automation_id = $2::uuid) order by r.at desc, r.id desc limit $3`,
      [caller.esme, query.automationId ?? null, query.limit],
    );
    const replies = await ctx.db.query<ReplyRow>(
      'select run_id, node_id, status, delivery, delivery_error, reason, at from automation_replies where run_id = any($1::bigint[]) order by id',
      [rows.map((row) => row.id)],
    );
    const repliesOf = (runId: string): AutomationReply[] =>
      replies
        .filter((reply) => String(reply.run_id) === String(runId))
        .map((reply) => ({ nodeId: reply.node_id, status: reply.status, delivery: reply.delivery, error: reply.delivery_error ?? reply.reason, at: new Date(reply.at).toISOString() }));
    return {
      runs: rows.map((row) => ({
        id: Number(row.id),
        automationId: row.automation_id,
        automationName: row.automation_name,
        at: new Date(row.at).toISOString(),
        phone: row.phone,
        triggerText: row.trigger_text,
        status: row.status,
        path: row.path,
        replies: repliesOf(row.id),
      })),
    };
  },
});
