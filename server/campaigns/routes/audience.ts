import { audienceChunkRequest, audienceChunkResponse, audienceCompleteRequest, audienceCompleteResult } from '@/api/contracts/campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { lockCampaign } from '../../messaging/campaigns/campaign-actions';
import { completeImport, stageChunk } from '../../messaging/campaigns/audience-import';
import { audienceTimeZones } from '../../messaging/campaigns/audience-time-zones';
import { countOptedOutRecipients } from '../../messaging/campaigns/audience-counts';
import { campaignIdParams, WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

const BASE = `${WHATSAPP_CAMPAIGN_BASE}/campaigns/:id/audience`;

export const audienceRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/chunks`,
    summary: 'Stages one chunk (at most 5,000 valid rows) of an audience file; sending a chunk again changes nothing.',
    params: campaignIdParams,
    body: audienceChunkRequest,
    response: audienceChunkResponse,
    errors: [400, 401, 403, 404, 409],
    handle: ({ ctx, caller, params, body }) =>
      ctx.db.transaction(async (tx) => {
        const campaign = await lockCampaign(tx, caller, params.id);
        const totals = await stageChunk(tx, campaign, body);
        return { importId: body.importId, chunkIndex: body.chunkIndex, ...totals };
      }),
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('manage'),
    method: 'post',
    path: `${BASE}/complete`,
    summary: "Ends an import: when every chunk has arrived, the staged rows replace the campaign's recipients at once; answers the counts, the opted-out recipients and the time zones the recipients are in.",
    params: campaignIdParams,
    body: audienceCompleteRequest,
    response: audienceCompleteResult,
    errors: [400, 401, 403, 404, 409],
    handle: ({ ctx, caller, params, body }) =>
      ctx.db.transaction(async (tx) => {
        const { prefixes, ...done } = await completeImport(tx, await lockCampaign(tx, caller, params.id), body.importId, body.chunkCount, ctx.options.now());
        // The review step shows who a marketing campaign will skip: recipients on the account's opt-out list.
        const optedOut = await countOptedOutRecipients(tx, params.id, caller.esme);
        return { ...done, optedOut, timeZones: await audienceTimeZones(tx, params.id, prefixes) };
      }),
  }),
];
