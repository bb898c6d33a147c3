import { admit } from '../http/admit';
import { routeRules, type CampaignNeed } from '../access/route-rules';
import type { AuthSession } from '../auth/auth-session';
import type { Queryable } from '../db/db';
import { campaignCallerOf, type CampaignCaller } from '../messaging/campaigns/campaign-access';

/** For export jobs of the lists: the tables rule (either channel's services) decided on, then the caller. */
export async function tablesCaller(q: Queryable, auth: AuthSession, need: CampaignNeed): Promise<CampaignCaller> {
  const facts = await admit(q, routeRules.tables[need], { auth });
  return campaignCallerOf(auth, facts.user);
}
