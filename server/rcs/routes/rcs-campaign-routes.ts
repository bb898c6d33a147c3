import type { z } from 'zod';
import {
  activeUsersCount,
  activeUsersCountRequest,
  deleteCampaignResponse,
  fileUploadRequest,
  fileUploadResponse,
  RCS_CAMPAIGNS_PATH,
  rcsCampaign,
  rcsCampaignList,
  rcsCampaignListRequest,
  saveCampaignRequest,
  saveCampaignWithoutFileRequest,
  saveScheduleCampaignRequest,
  saveScheduleCampaignWithoutFileRequest,
  singleCampaignRequest,
} from '@/api/contracts/rcs-campaigns';
import type { bulkScheduleCampaignRequest } from '@/api/contracts/rcs-bulk';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { ACTIVE_USER_DAYS, countActiveUsers, stageFileChunk } from '../../messaging/rcs-campaigns/rcs-audience';
import { findRcsCampaign, listRcsCampaigns, presentRcsCampaigns, type RcsListKind } from '../../messaging/rcs-campaigns/rcs-campaign-rows';
import { deleteRcsCampaign, saveRcsCampaign, type SaveMode } from '../../messaging/rcs-campaigns/save-rcs-campaign';
import { routeFamily } from '../../platform/access/route-families';

const RCS = `${RCS_CAMPAIGNS_PATH}/rcs`;
const SAVE_ERRORS = [400, 401, 403, 404, 409] as const;

/** The spec's single and delete calls come in two: a saved campaign (a DRAFT), or one handed to the scheduler (anything else). */
type SingleKind = 'saved' | 'scheduled';
const kindOf = (state: string): SingleKind => (state === 'DRAFT' ? 'saved' : 'scheduled');

async function viewOf(q: Queryable, esme: number, id: string, kind?: SingleKind) {
  const row = await findRcsCampaign(q, esme, id);
  if (!row || (kind && kindOf(row.state) !== kind)) throw notFound('No such campaign.');
  const [view] = await presentRcsCampaigns(q, [row]);
  if (!view) throw notFound('No such campaign.');
  return view;
}

type SaveSchema =
  | typeof saveCampaignRequest
  | typeof saveCampaignWithoutFileRequest
  | typeof saveScheduleCampaignRequest
  | typeof saveScheduleCampaignWithoutFileRequest
  | typeof bulkScheduleCampaignRequest;

/** One save of a campaign at `path` (the campaign base's `rcs/…` and the broadcast base's bulk calls share it). */
export const saveRoute = (path: string, body: SaveSchema, mode: SaveMode, summary: string): AnyRoute =>
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path,
    summary,
    body,
    response: rcsCampaign,
    errors: SAVE_ERRORS,
    handle: async ({ ctx, caller, body: input }) => {
      const parsed = input as z.output<SaveSchema>;
      const now = ctx.options.now();
      const id = await ctx.db.transaction((tx) => saveRcsCampaign(tx, caller, parsed, mode, now));
      return viewOf(ctx.db, caller.esme, id);
    },
  });

const save = (path: string, body: SaveSchema, mode: SaveMode, summary: string) => saveRoute(`${RCS}/${path}`, body, mode, summary);

const list = (path: string, kind: RcsListKind, summary: string): AnyRoute =>
  defineRoute({
    ...routeFamily.rcs('report'),
    method: 'post',
    path: `${RCS}/${path}`,
    summary,
    body: rcsCampaignListRequest,
    response: rcsCampaignList,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      const { rows, total } = await listRcsCampaigns(ctx.db, caller.esme, kind, body);
      return { rows: await presentRcsCampaigns(ctx.db, rows), total, page: body.page, pageSize: body.pageSize };
    },
  });

const single = (path: string, kind: SingleKind, summary: string): AnyRoute =>
  defineRoute({
    ...routeFamily.rcs('report'),
    method: 'post',
    path: `${RCS}/${path}`,
    summary,
    body: singleCampaignRequest,
    response: rcsCampaign,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => viewOf(ctx.db, caller.esme, body.campaignId, kind),
  });

const remove = (path: string, kind: SingleKind, summary: string): AnyRoute =>
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS}/${path}`,
    summary,
    body: singleCampaignRequest,
    response: deleteCampaignResponse,
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, body }) => {
      await ctx.db.transaction(async (tx) => {
        const row = await findRcsCampaign(tx, caller.esme, body.campaignId, true);
        if (!row || kindOf(row.state) !== kind) throw notFound('No such campaign.');
        await deleteRcsCampaign(tx, caller, body.campaignId);
      });
      return { campaignId: body.campaignId, deleted: true as const };
    },
  });

export const rcsCampaignRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_CAMPAIGNS_PATH}/fileUpload`,
    summary: 'Stages one chunk (at most 1,000 valid rows) of an audience file under the browser-chosen fileId; sending a chunk again changes nothing.',
    body: fileUploadRequest,
    response: fileUploadResponse,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => ctx.db.transaction((tx) => stageFileChunk(tx, caller.esme, body, ctx.options.now())),
  }),
  save('saveCampaign', saveCampaignRequest, { file: true, schedule: false }, 'Saves a campaign (new, or `campaignId` replaced) whose audience is the uploaded file less its exclusion groups; it waits in the saved list.'),
  save('saveCampaignWithoutFile', saveCampaignWithoutFileRequest, { file: false, schedule: false }, "Saves a campaign whose audience is the agent's (botId's) active users of the last 30 days."),
  save('saveScheduleCampaign', saveScheduleCampaignRequest, { file: true, schedule: true }, 'Saves a campaign with a file and hands it to the scheduler: now (scheduleAt null) or at a local time at most 90 days ahead.'),
  save('saveScheduleCampaignWithoutFile', saveScheduleCampaignWithoutFileRequest, { file: false, schedule: true }, "Saves a campaign to the agent's active users and hands it to the scheduler."),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS}/countActiveUsers`,
    summary: "How many active users of `botId` (who wrote to it in the last 30 days) a campaign without a file would reach if it started now, less the chosen exclusion groups: the review step and Send now's confirmation name the number.",
    body: activeUsersCountRequest,
    response: activeUsersCount,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => ({ recipients: await countActiveUsers(ctx.db, caller.esme, body.botId, body.exclusionGroupIds, ctx.options.now()), days: ACTIVE_USER_DAYS }),
  }),
  list('saveCampaignList', 'saved', 'Saved RCS campaigns (not yet scheduled), newest first.'),
  list('scheduleCampaignList', 'scheduled', 'RCS campaigns waiting for the time they were scheduled at, newest first, with their funnel.'),
  list('sentCampaignList', 'sent', 'RCS campaigns sent now or started at their time (sending, finished, cancelled), newest first, with their funnel: the report lists.'),
  single('getSingleCampaign', 'saved', 'One saved RCS campaign with its template and exclusion groups.'),
  single('getSingleScheduleCampaign', 'scheduled', 'One scheduled RCS campaign with its template, exclusion groups and funnel.'),
  remove('deleteSaveCampaign', 'saved', 'Deletes a saved RCS campaign.'),
  remove('deleteScheduleCampaign', 'scheduled', 'Deletes a scheduled RCS campaign that has not started; one that ran keeps its report (409).'),
];
