import { admit } from '../platform/http/admit';
import { routeRules, type CampaignNeed } from '../platform/access/route-rules';
import type { AuthSession } from '../platform/auth/auth-session';
import type { Queryable } from '../platform/db/db';
import { campaignCallerOf, type CampaignCaller } from '../messaging/campaigns/campaign-access';

/** For export jobs of the lists: the tables rule (either channel's services) decided on, then the caller. */
export async function tablesCaller(q: Queryable, auth: AuthSession, need: CampaignNeed): Promise<CampaignCaller> {
  const facts = await admit(q, routeRules.tables[need], { auth });
  return campaignCallerOf(auth, facts.user);
}
