import type { SendWindow } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import type { CampaignRow } from '../campaigns/campaign-rows';
import type { ChannelCampaignColumns } from '../channels/campaign-channel';
import { campaignChannels } from '../channels/campaign-channels';
import type { ChannelName } from '../../channel/channel';

/** A campaign with what sending needs: its sender's throughput and portfolio, its template, its account's zone. */
export interface DispatchCampaign extends Omit<CampaignRow, 'channel'>, ChannelCampaignColumns {
  channel: ChannelName;
  messaging_limit: number | null;
  account_timezone: string;
}

export async function loadDispatchCampaign(q: Queryable, id: string): Promise<DispatchCampaign | undefined> {
  const [row] = await q.query<DispatchCampaign>(
    `select c.*, s.throughput, w.portfolio_id, p.messaging_limit, t.name as template_name, t.language as template_language,
       t.category as template_category, t.parameter_format as template_format, t.components as template_components, t.status as template_status,
       coalesce(w.mm_lite_onboarded_on is not null, false) as mm_lite,
       a.timezone as account_timezone, exists (select 1 from rcs_senders r where r.id = c.sender_id and r.esme = c.esme) as rcs_sender_exists
     from campaigns c join accounts a on a.esme = c.esme
       left join sender_numbers s on s.id = c.sender_id and s.esme = c.esme
       left join wabas w on w.id = s.waba_id left join business_portfolios p on p.id = w.portfolio_id
       left join whatsapp_templates t on t.sno = c.template_sno
     where c.id = $1`,
    [id],
  );
  // A sender without a figure of its own (an RBM agent) sends at its channel's default.
  if (row) row.throughput ??= campaignChannels[row.channel].defaultThroughput;
  return row;
}

export const windowOf = (campaign: Pick<CampaignRow, 'window_start_hour' | 'window_end_hour'>): SendWindow | null =>
  campaign.window_start_hour !== null && campaign.window_end_hour !== null ? { startHour: campaign.window_start_hour, endHour: campaign.window_end_hour } : null;
