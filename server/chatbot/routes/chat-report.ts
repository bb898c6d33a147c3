import type { FlowDocument, TraceStep } from '@/canvas/engine';
import { chatReportQuery, chatReportResponse, dropoffQuery, dropoffResponse, transcriptResponse, type ConversationSummary, type UserEventJson } from '@/api/contracts/chatbot';
import { notFound } from '../../platform/api-error';
import { dropoffFigures } from '../gateway/dropoff';
import { dropoffCounts, findConversationInAccount, listConversations, listTurns, type ConversationListRow } from '../repo/conversations';
import { findFlowVersion } from '../repo/flows';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { BOT_BASE, idParams } from './chatbot-paths';
import { documentOf, requireFlow } from './flow-access';
import { iso } from './present';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

const TAG = 'Chatbot: chat report';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `from` and `to` as instants; a plain date `to` covers that whole day (UTC). */
function period(query: { from?: string; to?: string }) {
  const dateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const to = query.to ? new Date(dateOnly(query.to) ? Date.parse(`${query.to}T00:00:00Z`) + DAY_MS : Date.parse(query.to)) : undefined;
  return { from: query.from ? new Date(query.from) : undefined, to };
}

function presentConversation(row: ConversationListRow): ConversationSummary {
  return {
    id: row.id,
    conversation_id: row.external_id,
    bot_id: row.bot_id,
    bot_name: row.bot_name,
    started_at: iso(row.started_at),
    updated_at: iso(row.updated_at),
    turns: row.turn_count,
    last_message: row.last_message,
    ended: row.ended,
  };
}

export const chatReportRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/chatreport`,
  tag: TAG,
  summary: 'Conversations of the account (optionally one bot), newest first, by start time and text.',
  query: chatReportQuery,
  response: chatReportResponse,
  errors: [400, 401, 403],
  async handle({ ctx, auth, query }) {
    const { rows, total } = await listConversations(ctx.db, { esme: auth.esme, botId: query.botId, q: query.q, ...period(query) }, query.page, query.pageSize);
    return { total, page: query.page, pageSize: query.pageSize, conversations: rows.map(presentConversation) };
  },
});

export const transcriptRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/chatreport/:id`,
  tag: TAG,
  summary: 'The transcript of one conversation: every turn with its input, output and visited nodes.',
  params: idParams,
  response: transcriptResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params }) {
    const conversation = await findConversationInAccount(ctx.db, auth.esme, params.id);
    if (!conversation) throw notFound('No such conversation.');
    const turns = await listTurns(ctx.db, conversation.id);
    return {
      conversation: presentConversation(conversation),
      turns: turns.map((turn) => ({
        seq: turn.seq,
        at: iso(turn.at),
        input: turn.input as UserEventJson,
        output: turn.output as Record<string, unknown>[],
        visited: (turn.trace as TraceStep[])
          .filter((step) => step.nodeId !== null && step.kind !== 'SESSION')
          .map((step) => ({ flow_id: step.flowId, node_id: step.nodeId as string, kind: step.kind, outcome: step.outcome })),
      })),
    };
  },
});

export const dropoffRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'get',
  path: `${BOT_BASE}/flows/:id/dropoff`,
  tag: TAG,
  summary: 'Per node of the latest published version: conversations that reached it and that stopped there; per edge: times taken.',
  params: idParams,
  query: dropoffQuery,
  response: dropoffResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, auth, params, query }) {
    const flow = await requireFlow(ctx.db, auth.esme, params.id);
    // The gateway runs the published version, so its nodes and edges are what the counts belong to: on the
    // draft, an edge re-wired since publishing would show the old edge's count.
    const published = await findFlowVersion(ctx.db, flow.id);
    const { from, to } = period(query);
    const doc: FlowDocument = published ? { ...storedFlowDocument(published.document), id: flow.id } : documentOf(flow);
    const figures = dropoffFigures(doc, await dropoffCounts(ctx.db, flow.bot_id, flow.id, from, to));
    return { published_version: published?.version ?? null, ...figures };
  },
});

export const chatReportRoutes = [chatReportRoute, transcriptRoute, dropoffRoute];
