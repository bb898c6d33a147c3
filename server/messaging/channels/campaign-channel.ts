import type { AudienceKind } from '@/api/contracts/campaigns';
import type { TemplateComponent, TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../../platform/db/db';
import type { OutboundContent, ProviderError } from '../../channel/channel';

/**
 * The columns of a campaign's dispatch row that a channel reads for itself (loadDispatchCampaign
 * selects them for every channel; each strategy looks only at its own).
 */
export interface ChannelCampaignColumns {
  /** RCS (migration 012): the template saved with the campaign, the SMS header of its fallback, whether its agent still exists. */
  rcs_template: unknown;
  sms_sender_id: string | null;
  /** Migration 036: the DLT template the SMS fallback sends, and its text as saved with the campaign (an SMS campaign's content). */
  dlt_template_id: string | null;
  dlt_template_text: string | null;
  rcs_sender_exists: boolean;
  /** WhatsApp: the sender number's messages a second and its portfolio, both null once the number is gone. */
  throughput: number | null;
  portfolio_id: string | null;
  template_name: string | null;
  template_language: string | null;
  template_category: TemplateContent['category'] | null;
  template_format: TemplateContent['parameter_format'] | null;
  template_components: TemplateComponent[] | null;
  template_status: string | null;
  /** WhatsApp (migration 039): the sender's WABA is onboarded to Marketing Messages Lite. */
  mm_lite: boolean;
}

/** What a campaign sends to every recipient, and which of its buttons' links are tracked (template button indexes). */
export interface CampaignContent {
  message: OutboundContent;
  trackedButtons: readonly number[];
}

/** An audience built at start: a select of `phone` over $1 campaign id, $2 esme, $3 now, $4 since, then `params`. */
export interface StartAudience {
  sql: string;
  params: unknown[];
}

/**
 * What dispatch asks of a channel about a campaign, so dispatch, claim and scheduler never ask which
 * channel it is. One per channel folder, found through campaign-channels.ts.
 */
export interface CampaignChannel {
  /** Messages a second when the sender has no figure of its own, or null. */
  readonly defaultThroughput: number | null;
  /** The content for every recipient, or null when the campaign's template is missing. */
  contentOf(campaign: ChannelCampaignColumns): CampaignContent | null;
  /** Why the campaign cannot send at all, or null. */
  unsendable(campaign: ChannelCampaignColumns): string | null;
  /** Whether the account's opt-outs keep recipients from this campaign. */
  optOutsHold(campaign: ChannelCampaignColumns): boolean;
  /** The audience of a campaign started without a file. */
  startAudience(tx: Queryable, campaign: { id: string; audience_kind: Exclude<AudienceKind, 'UPLOAD_FILE'> }): Promise<StartAudience>;
  /** Takes out, at start, the recipients the campaign excludes. */
  excludeAtStart(tx: Queryable, campaignId: string): Promise<void>;
  /** Whether a refusal means "too fast": nothing went out, so it is sent again once at the sender's next slot. */
  resendsAtNextSlot(error: ProviderError): boolean;
}
