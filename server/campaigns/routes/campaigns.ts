import {
  campaignListQuery,
  campaignListResponse,
  campaignPreview as campaignPreviewResponse,
  campaignView,
  createCampaignRequest,
  deleteCampaignResponse,
  editCampaignRequest,
  rejectCampaignRequest,
  scheduleCampaignRequest,
  submitCampaignRequest,
} from '@/api/contracts/campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { deleteDraft, duplicateCampaign, editCampaign, plainAction, rejectCampaign, scheduleCampaign, submitCampaign, type PlainAction } from '../../messaging/campaigns/campaign-actions';
import { campaignPreview } from '../../messaging/campaigns/campaign-preview';
import { findCampaignSource, listCampaigns } from '../../messaging/campaigns/campaign-queries';
import { insertCampaign } from '../../messaging/campaigns/campaigns-repo';
import { draftColumns } from '../../messaging/campaigns/draft-rules';
import { presentListRow } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { notFound } from '../../platform/api-error';
import { campaignIdParams, WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { campaignViewFor } from './campaign-views';
import { routeFamily } from '../../platform/access/route-families';

const BASE = `${WHATSAPP_CAMPAIGN_BASE}/campaigns`;
const ACTION_ERRORS = [400, 401, 403, 404, 409] as const;

const plain = (action: PlainAction, path: string, summary: string): AnyRoute =>
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/:id/${path}`,
    summary,
    params: campaignIdParams,
    response: campaignView,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params }) => {
      await ctx.db.transaction((tx) => plainAction(tx, caller, params.id, action, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, params.id);
    },
  });

export const campaignRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: BASE,
    summary: 'Campaigns of the account, newest first, filtered by state and name.',
    query: campaignListQuery,
    response: campaignListResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, query }) => {
      const { rows, total } = await listCampaigns(ctx.db, caller.esme, { states: query.state, search: query.search, page: query.page, pageSize: query.pageSize });
      const counters = await readCounters(ctx.db, rows.map((row) => row.id));
      return { rows: rows.map((row) => presentListRow(row, counters.get(row.id))), total, page: query.page, pageSize: query.pageSize };
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: BASE,
    summary: 'Creates a DRAFT campaign.',
    body: createCampaignRequest,
    response: campaignView,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      const now = ctx.options.now();
      const created = await ctx.db.transaction(async (tx) => insertCampaign(tx, caller.esme, await draftColumns(tx, caller.esme, body, now), { id: caller.userId, name: caller.username }, now));
      return campaignViewFor(ctx.db, caller, created.id);
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${BASE}/:id`,
    summary: 'One campaign with its history and the actions open to the caller.',
    params: campaignIdParams,
    response: campaignView,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, params }) => campaignViewFor(ctx.db, caller, params.id),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${BASE}/:id/preview`,
    summary: "What will be sent, as the checker decides on it: the first recipients with their message's values, the audience, pace, cost and time zones.",
    params: campaignIdParams,
    response: campaignPreviewResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const campaign = await findCampaignSource(ctx.db, caller.esme, params.id);
      if (!campaign) throw notFound('No such campaign.');
      return campaignPreview(ctx.db, campaign, ctx.options.now());
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'put',
    path: `${BASE}/:id`,
    summary: 'Replaces a DRAFT, REJECTED or SCHEDULED campaign (under maker-checker a SCHEDULED one goes back to DRAFT).',
    params: campaignIdParams,
    body: editCampaignRequest,
    response: campaignView,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params, body }) => {
      await ctx.db.transaction((tx) => editCampaign(tx, caller, params.id, body, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, params.id);
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'delete',
    path: `${BASE}/:id`,
    summary: 'Deletes a DRAFT campaign and its uploaded recipients; a campaign submitted once is cancelled instead (409).',
    params: campaignIdParams,
    response: deleteCampaignResponse,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params }) => {
      await ctx.db.transaction((tx) => deleteDraft(tx, caller, params.id));
      return { id: params.id, deleted: true as const };
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/:id/submit`,
    summary: 'Submits a DRAFT: to PENDING_APPROVAL under maker-checker, else to SCHEDULED.',
    params: campaignIdParams,
    body: submitCampaignRequest,
    response: campaignView,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params, body }) => {
      await ctx.db.transaction((tx) => submitCampaign(tx, caller, params.id, body.schedule ?? undefined, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, params.id);
    },
  }),
  plain('approve', 'approve', "A checker approves another user's campaign: PENDING_APPROVAL → SCHEDULED."),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/:id/reject`,
    summary: "A checker rejects another user's campaign with a reason: PENDING_APPROVAL → REJECTED.",
    params: campaignIdParams,
    body: rejectCampaignRequest,
    response: campaignView,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params, body }) => {
      await ctx.db.transaction((tx) => rejectCampaign(tx, caller, params.id, body.reason, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, params.id);
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/:id/schedule`,
    summary: 'Sets the send time: now, or a local date-time and time zone at most 90 days ahead.',
    params: campaignIdParams,
    body: scheduleCampaignRequest,
    response: campaignView,
    errors: ACTION_ERRORS,
    handle: async ({ ctx, caller, params, body }) => {
      await ctx.db.transaction((tx) => scheduleCampaign(tx, caller, params.id, body.schedule, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, params.id);
    },
  }),
  plain('pause', 'pause', 'Pauses a RUNNING campaign; recipients being sent finish, the rest wait.'),
  plain('resume', 'resume', 'Resumes a PAUSED campaign where it stopped.'),
  plain('cancel', 'cancel', 'Cancels a campaign; recipients not yet sent are SKIPPED as cancelled.'),
  plain('retry_failed', 'retry-failed', 'Sends the FAILED recipients again (the user decides; interrupted ones are never resent by themselves).'),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/:id/duplicate`,
    summary: 'Copies a campaign, its settings and its uploaded audience, into a new DRAFT.',
    params: campaignIdParams,
    response: campaignView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const copy = await ctx.db.transaction((tx) => duplicateCampaign(tx, caller, params.id, ctx.options.now()));
      return campaignViewFor(ctx.db, caller, copy.id);
    },
  }),
];
