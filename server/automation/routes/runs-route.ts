import { AUTOMATION_RUNS_PATH, automationRunsQuery, automationRunsResponse, type AutomationReply } from '@/api/contracts/automation';
import { listAutomationRuns, listRunReplies, ownAutomation } from '../automations-repo';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

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
    const rows = await listAutomationRuns(ctx.db, caller.esme, query.automationId ?? null, query.limit);
    const replies = await listRunReplies(ctx.db, rows.map((row) => row.id));
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
