import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CampaignPreview } from '@/api/contracts/campaigns';
import { estimateCost } from '@/api/rules/rate-card';
import { whatsappSendingLimits } from '@/api/rules/whatsapp-sending-limits';
import type { Queryable } from '../../platform/db/db';
import { audienceCounts } from './audience-counts';
import { audienceTimeZones, FIRST_DEPTH, type PrefixGroup } from './audience-time-zones';
import type { CampaignListSource } from './present';
import { recipientsPage } from './report-repo';
import { findTemplate, senderPace } from './senders-repo';

/** Recipients shown with their own values: enough to see a mapping is right, few enough to read. */
export const PREVIEW_RECIPIENTS = 3;

interface MarketGroup extends PrefixGroup {
  opted_out: number;
}

/**
 * A file's recipients by their first digits, each group with how many opted out: one pass serves the
 * time zones (the import's first pass, `audienceTimeZones`), the opt-outs and the cost. A group is
 * priced as its first number's country: the first four digits decide the country but in a few shared
 * prefixes (+1 of the US and Canada, +44 7 of Britain and its islands), where an estimate may miss.
 */
async function marketGroups(q: Queryable, campaign: CampaignListSource): Promise<MarketGroup[]> {
  return q.query<MarketGroup>(
    `select substr(r.phone, 2, $2::int) as prefix, min(r.phone) as sample, count(*)::int as n, count(o.phone)::int as opted_out
     from campaign_recipients r left join opt_outs o on o.esme = $3 and o.phone = r.phone
     where r.campaign_id = $1 group by 1`,
    [campaign.id, FIRST_DEPTH, campaign.esme],
  );
}

const countryOf = (phone: string) => parsePhoneNumberFromString(phone)?.country ?? 'ZZ';

/** The checker's view of what will be sent (`campaignPreview`), read from what the maker saved and uploaded. */
export async function campaignPreview(q: Queryable, campaign: CampaignListSource, now: Date): Promise<CampaignPreview> {
  const pace = await senderPace(q, campaign.sender_id);
  const template = campaign.template_sno === null ? undefined : await findTemplate(q, campaign.esme, campaign.template_sno);
  const base = { pace: { messagesPerSecond: pace?.throughput ?? whatsappSendingLimits.throughput.default, dailyLimit: pace?.messaging_limit ?? null } };
  if (campaign.audience_kind !== 'UPLOAD_FILE') {
    const counts = await audienceCounts(q, campaign.esme, campaign.audience_days ?? 30, now);
    return { ...base, recipients: [], audience: campaign.audience_kind === 'ENGAGED_USERS' ? counts.engagedUsers : counts.optInUsers, optedOut: 0, cost: null, timeZones: [] };
  }
  const { rows } = await recipientsPage(q, campaign, { after: 0, limit: PREVIEW_RECIPIENTS });
  const groups = await marketGroups(q, campaign);
  // Every recipient counted, as the maker's review counts the file before the server knows its opt-outs: both screens show one figure.
  const markets = groups.map((group) => ({ country: countryOf(group.sample), recipients: group.n }));
  return {
    ...base,
    recipients: rows.map(({ phone, variables }) => ({ phone, variables })),
    audience: groups.reduce((sum, group) => sum + group.n, 0),
    optedOut: groups.reduce((sum, group) => sum + group.opted_out, 0),
    cost: groups.length && template ? estimateCost(template.category, markets) : null,
    timeZones: await audienceTimeZones(q, campaign.id, groups),
  };
}
