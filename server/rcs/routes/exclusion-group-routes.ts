import {
  deleteExclusionGroupRequest,
  deleteExclusionGroupResponse,
  exclusionGroupNumbersRequest,
  exclusionGroupNumbersResponse,
  exclusionGroupsRequest,
  exclusionGroupsResponse,
  exclusionGroupSummary,
  RCS_CAMPAIGNS_PATH,
  saveExclusionGroupRequest,
} from '@/api/contracts/rcs-campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { deleteExclusionGroup, groupNumbers, listExclusionGroups, saveExclusionGroup } from '../../messaging/rcs-campaigns/exclusion-groups';
import { routeFamily } from '../../platform/access/route-families';

const GROUPS = `${RCS_CAMPAIGNS_PATH}/rcs/groups`;

/** Spec §7 names getExclusionGroups; the rest is what a user needs to make and fill groups, under the same base. */
export const exclusionGroupRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${GROUPS}/getExclusionGroups`,
    summary: "The account's exclusion groups with how many numbers each holds.",
    body: exclusionGroupsRequest,
    response: exclusionGroupsResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({ groups: await listExclusionGroups(ctx.db, caller.esme) }),
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${GROUPS}/saveExclusionGroup`,
    summary: 'Creates a group, or (groupId) renames one; either way adds up to 1,000 E.164 numbers to it per call.',
    body: saveExclusionGroupRequest,
    response: exclusionGroupSummary,
    errors: [400, 401, 403, 404, 409],
    handle: ({ ctx, caller, body }) => ctx.db.transaction((tx) => saveExclusionGroup(tx, caller.esme, body, ctx.options.now())),
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${GROUPS}/getExclusionGroupNumbers`,
    summary: "A group's numbers in order, one page at a time (pass `next` as `after`).",
    body: exclusionGroupNumbersRequest,
    response: exclusionGroupNumbersResponse,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => groupNumbers(ctx.db, caller.esme, body.groupId, body.after, body.limit),
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${GROUPS}/deleteExclusionGroup`,
    summary: 'Deletes a group no saved or scheduled campaign names (409 otherwise).',
    body: deleteExclusionGroupRequest,
    response: deleteExclusionGroupResponse,
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, body }) => {
      await ctx.db.transaction((tx) => deleteExclusionGroup(tx, caller.esme, body.groupId));
      return { groupId: body.groupId, deleted: true as const };
    },
  }),
];
