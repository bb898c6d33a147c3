import type { SendWindow, VariableSource } from '@/api/contracts/campaigns';
import type { TemplateComponent, TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../../db/db';
import type { CampaignRow } from '../campaigns/campaign-rows';
import type { ChannelName, OutboundContent } from '../channels/channel';

/** Messages a second from one RBM agent: RBM publishes no per-agent figure, so the WhatsApp default. */
export const RCS_AGENT_THROUGHPUT = 80;

/** A campaign with what sending needs: its sender's throughput and portfolio, its template, its account's zone. */
export interface DispatchCampaign extends Omit<CampaignRow, 'channel'> {
  channel: ChannelName;
  /** RCS (migration 012): the template saved with the campaign, the SMS header of its fallback, whether its agent still exists. */
  rcs_template: unknown;
  sms_sender_id: string | null;
  rcs_sender_exists: boolean;
  throughput: number | null;
  portfolio_id: string | null;
  messaging_limit: number | null;
  template_name: string | null;
  template_language: string | null;
  template_category: TemplateContent['category'] | null;
  template_format: TemplateContent['parameter_format'] | null;
  template_components: TemplateComponent[] | null;
  template_status: string | null;
  account_timezone: string;
}

export async function loadDispatchCampaign(q: Queryable, id: string): Promise<DispatchCampaign | undefined> {
  const [row] = await q.query<DispatchCampaign>(
    `select c.*, coalesce(s.throughput, case when c.channel = 'rcs' then $2::int end) as throughput, w.portfolio_id, p.messaging_limit, t.name as template_name, t.language as template_language,
       t.category as template_category, t.parameter_format as template_format, t.components as template_components, t.status as template_status,
       a.timezone as account_timezone, exists (select 1 from rcs_senders r where r.id = c.sender_id and r.esme = c.esme) as rcs_sender_exists
     from campaigns c join accounts a on a.esme = c.esme
       left join sender_numbers s on s.id = c.sender_id and s.esme = c.esme
       left join wabas w on w.id = s.waba_id left join business_portfolios p on p.id = w.portfolio_id
       left join whatsapp_templates t on t.sno = c.template_sno
     where c.id = $1`,
    [id, RCS_AGENT_THROUGHPUT],
  );
  return row;
}

export function contentOf(campaign: DispatchCampaign): OutboundContent | null {
  if (campaign.channel === 'rcs') return campaign.rcs_template ? { channel: 'rcs', rcsMessage: campaign.rcs_template, smsFallbackFrom: campaign.sms_sender_id } : null;
  const template = templateOf(campaign);
  return template && { channel: 'whatsapp', template };
}

function templateOf(campaign: DispatchCampaign): TemplateContent | null {
  if (!campaign.template_name || !campaign.template_language || !campaign.template_category || !campaign.template_components) return null;
  return { name: campaign.template_name, language: campaign.template_language, category: campaign.template_category, parameter_format: campaign.template_format ?? 'POSITIONAL', components: campaign.template_components };
}

export const windowOf = (campaign: CampaignRow): SendWindow | null =>
  campaign.window_start_hour !== null && campaign.window_end_hour !== null ? { startHour: campaign.window_start_hour, endHour: campaign.window_end_hour } : null;

/** The template's variable values for one recipient, from the campaign's mapping. */
export function variablesFor(mapping: Record<string, VariableSource>, columns: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).map(([name, source]) => [name, source.kind === 'text' ? source.text : (columns[source.column] ?? '')]));
}

/** Why a campaign cannot send at all, or null. */
export function unsendable(campaign: DispatchCampaign): string | null {
  if (campaign.channel === 'rcs') return campaign.rcs_sender_exists ? null : 'The RCS sender id no longer exists.';
  if (campaign.throughput === null || campaign.portfolio_id === null) return 'The sender number no longer exists.';
  if (campaign.template_status !== 'APPROVED') return `The template is ${campaign.template_status ?? 'gone'}, not APPROVED.`;
  return null;
}
