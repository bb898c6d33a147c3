import type { z } from 'zod';
import { routeRules, type CampaignNeed } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute, type RouteDef, type RouteInput, type Schema, type Parsed, type SignedInAccess, pathParams } from '../../platform/http/route';
import { campaignCallerOf, type CampaignCaller } from '../../messaging/campaigns/campaign-access';

const WHO = {
  manage: 'As the campaign routes of either channel: role 0, role 3, or role 2 acting for a customer; services opening WhatsApp or RCS; a profile, when the user has one, with CampaignManager (maker or checker). Own account only.',
  report: 'As above, or a profile with Reports instead of CampaignManager (read and export only). Own account only.',
} as const;

export type TablesRouteDef<B extends Schema, Q extends Schema, P extends Schema, R extends z.core.$ZodType> = Omit<RouteDef<B, Q, R, SignedInAccess>, 'access' | 'who' | 'handle' | 'tag'> & {
  need: CampaignNeed;
  /** Only this channel's callers (the RCS exclusion groups); both channels when absent. */
  channel?: 'rcs';
  params?: P;
  handle(input: RouteInput<B, Q, SignedInAccess> & { params: Parsed<P>; caller: CampaignCaller }): Promise<z.input<R>>;
};

/** A tables route: its rule is `routeRules.tables[need]` (`rcsTables` for RCS only), path parameters validated. */
export function tablesRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends z.core.$ZodType = z.core.$ZodType>(
  route: TablesRouteDef<B, Q, P, R>,
): AnyRoute {
  const { params, handle, need, channel, ...rest } = route;
  return defineRoute<B, Q, R, SignedInAccess>({
    ...rest,
    tag: 'Tables',
    access: channel ? routeRules.rcsTables[need] : routeRules.tables[need],
    who: channel ? `${WHO[need]} RCS only.` : WHO[need],
    handle: (input) => handle({ ...input, params: pathParams(params, input.c), caller: campaignCallerOf(input.auth, input.user) }),
  });
}

/** `order by` of a whitelisted sort key, with a unique tie-breaker so pages never overlap. */
export function orderBy(columns: Record<string, string>, sortKey: string, reverse: boolean, tieBreaker: string): string {
  const direction = reverse ? 'desc' : 'asc';
  const column = columns[sortKey] ?? tieBreaker;
  return column === tieBreaker ? `order by ${tieBreaker} ${direction}` : `order by ${column} ${direction}, ${tieBreaker} ${direction}`;
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
export { iso } from '../../tables/table-dates';
