import type { AuthSession } from '../auth/auth-session';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { campaignCaller, type CampaignCaller, type CampaignNeed } from '../messaging/campaigns/campaign-access';

/**
 * The lists serve campaigns of both channels (opt-outs hold for RCS too), so a caller whose services
 * open either channel passes; the profile rule is the campaign pages' own.
 */
export async function tablesCaller(q: Queryable, auth: AuthSession, need: CampaignNeed): Promise<CampaignCaller> {
  try {
    return await campaignCaller(q, auth, need, 'whatsapp');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    return campaignCaller(q, auth, need, 'rcs').catch(() => Promise.reject(error));
  }
}
