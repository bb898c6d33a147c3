import type { PathStep } from '@/api/contracts/automation';
import { readFlowDocument, runFlow, type FlowDocument, type SessionState, type TraceStep, type UserEvent } from '@/canvas/engine';
import type { Queryable } from '../platform/db/db';
import { gatewayDeps } from '../chatbot/gateway/runtime-deps';
import { automationActions, type ActionsRecord } from './automation-actions';
import { automationEventOf, inboundById, type InboundRow } from './inbound-row';
import type { RunContext } from './run-context';

interface LiveAutomation {
  id: string;
  document: unknown;
}

/** The nodes the walk executed, without the engine's session entries. */
function pathOf(trace: readonly TraceStep[]): PathStep[] {
  return trace.flatMap((step) =>
    step.nodeId === null || step.kind === 'SESSION' ? [] : [{ nodeId: step.nodeId, kind: step.kind, outcome: step.outcome, branch: step.branch, note: step.note ?? '', at: step.at }],
  );
}

/** Claims the run of this automation for this message; null when a retried job already has it. */
async function claimRun(q: Queryable, automationId: string, inbound: InboundRow, now: Date): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    `insert into automation_runs (esme, automation_id, inbound_message_id, phone, trigger_text, status, at) values ($1, $2, $3, $4, $5, 'RUNNING', $6)
     on conflict (automation_id, inbound_message_id) do nothing returning id`,
    [inbound.esme, automationId, inbound.provider_message_id, inbound.from_phone, inbound.text.slice(0, 1000), now],
  );
  return row ? String(row.id) : null;
}

/**
 * One walk of an automation's graph with the engine's runtime: from the first trigger on the
 * inbound event, or from a WAIT when `state` is the stored session. The path and the outcome are
 * written to the run; a WAIT stores the session and schedules the rest. A first walk that reached no
 * action deletes its run.
 */
async function walk(context: RunContext, doc: FlowDocument, runId: string, automationId: string, inbound: InboundRow, state: SessionState | null, before: PathStep[]): Promise<ActionsRecord> {
  const { db, now } = context;
  const record: ActionsRecord = { acted: false, resumeAfterSeconds: null };
  const event = await automationEventOf(db, inbound);
  const automation = automationActions({ db, channel: context.channel, inbound, event, automationId, runId, now }, record);
  const userEvent: UserEvent = state ? { type: 'postback', data: 'resume' } : { type: 'start', variables: { message: inbound.text, phone: inbound.from_phone } };
  const result = await runFlow(doc, state, userEvent, { ...gatewayDeps(new Map(), now), automation });
  // A first walk whose triggers did not hold is forgotten in the statement that ends it: were it first
  // written as DONE and deleted after, the run log would show it for a moment (a test read it there).
  if (!state && !record.acted) {
    await db.query('delete from automation_runs where id = $1', [runId]);
    return record;
  }
  const path = [...before, ...pathOf(result.trace)];
  const waiting = record.resumeAfterSeconds !== null && result.state.waitingFor !== null;
  const status = waiting ? 'WAITING' : path.some((step) => step.outcome === 'error') ? 'FAILED' : 'DONE';
  await db.query('update automation_runs set path = $2::jsonb, status = $3, session = $4::jsonb where id = $1', [runId, JSON.stringify(path), status, waiting ? JSON.stringify(result.state) : null]);
  if (waiting) await context.scheduleResume(runId, record.resumeAfterSeconds ?? 0, path.length);
  return record;
}

/** The stored document of an automation, read as the engine reads documents; null if it no longer reads. */
function automationDocument(raw: unknown): FlowDocument | null {
  const result = readFlowDocument(raw);
  return result.ok ? result.doc : null;
}

/**
 * Walks every published automation of the receiving number on the message, oldest first. A run is
 * kept in the log when its path reached an action; one whose triggers did not hold is forgotten.
 * Answers how many automations acted.
 */
export async function runAutomations(context: RunContext, inbound: InboundRow): Promise<number> {
  const live = await context.db.query<LiveAutomation>(`select id, document from automations where sender_id = $1 and esme = $2 and state = 'PUBLISHED' order by created_on, id`, [
    inbound.sender_id,
    inbound.esme,
  ]);
  let acted = 0;
  for (const automation of live) {
    const doc = automationDocument(automation.document);
    if (!doc) continue;
    const runId = await claimRun(context.db, automation.id, inbound, context.now());
    // A retried job finds the run it kept (it acted), and must not answer with the auto-response either.
    if (!runId) {
      acted += 1;
      continue;
    }
    const record = await walk(context, doc, runId, automation.id, inbound, null, []);
    if (record.acted) acted += 1;
  }
  return acted;
}

interface WaitingRun {
  automation_id: string;
  inbound_message_id: string;
  path: PathStep[];
  session: SessionState;
  state: string;
  document: unknown;
}

/**
 * Resumes a run at its WAIT: the rest of the path runs on the automation's current document. An
 * automation taken back to draft meanwhile does not go on; its run ends with what it did so far.
 */
export async function resumeRun(context: RunContext, runId: string): Promise<void> {
  const [run] = await context.db.query<WaitingRun>(
    `select r.automation_id, r.inbound_message_id, r.path, r.session, a.state, a.document from automation_runs r join automations a on a.id = r.automation_id
     where r.id = $1 and r.status = 'WAITING'`,
    [runId],
  );
  if (!run) return;
  const inbound = await inboundById(context.db, run.inbound_message_id);
  const doc = automationDocument(run.document);
  if (!inbound || !doc || run.state !== 'PUBLISHED') {
    await context.db.query("update automation_runs set status = 'DONE', session = null where id = $1", [runId]);
    return;
  }
  await walk(context, doc, runId, run.automation_id, inbound, run.session, run.path);
}
