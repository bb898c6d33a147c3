import { dltAsNamedText } from '@/api/rules/dlt-variables';
import type { CampaignChannel } from '../campaign-channel';

/**
 * Messages a second from one SMS header. No SMS provider is wired yet (the sandbox takes any rate),
 * so this is the pace until one says its own.
 */
export const SMS_HEADER_THROUGHPUT = 100;

/**
 * An SMS campaign sends its DLT template's text from its header (`sender_id`), read from the columns
 * RCS's fallback reads too. It is promotional; it has no approval step, and no replies, so no
 * engaged users of its own: without a file it reaches the account's opt-ins.
 */
export const smsCampaigns: CampaignChannel = {
  defaultThroughput: SMS_HEADER_THROUGHPUT,
  contentOf: (campaign) =>
    campaign.dlt_template_id && campaign.dlt_template_text
      ? { message: { channel: 'sms', text: dltAsNamedText(campaign.dlt_template_text), dltTemplateId: campaign.dlt_template_id }, trackedButtons: [] }
      : null,
  // The provider checks the header at each send (an unknown one is refused for good, row by row).
  unsendable: () => null,
  optOutsHold: () => true,
  startAudience: async (_tx, campaign) => ({ sql: campaign.audience_kind === 'OPT_IN_USERS' ? 'select phone from opt_ins where esme = $2' : 'select null::text as phone where false', params: [] }),
  excludeAtStart: async () => undefined,
  resendsAtNextSlot: () => false,
};
