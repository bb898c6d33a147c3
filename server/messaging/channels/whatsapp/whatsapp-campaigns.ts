import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { trackedButtons } from '../../../insights/message-links';
import type { CampaignChannel, ChannelCampaignColumns } from '../campaign-channel';

/** Meta's "throughput exceeded". */
const THROUGHPUT_EXCEEDED = 130429;

/** ENGAGED_USERS and OPT_IN_USERS become recipient rows when the campaign starts (opted-out ones too, so the report can say they were skipped). */
const AUDIENCE_SQL = {
  ENGAGED_USERS: `select distinct from_phone as phone from inbound_messages where esme = $2 and at > $4`,
  OPT_IN_USERS: `select phone from opt_ins where esme = $2`,
} as const;

function templateOf(campaign: ChannelCampaignColumns): TemplateContent | null {
  if (!campaign.template_name || !campaign.template_language || !campaign.template_category || !campaign.template_components) return null;
  return { name: campaign.template_name, language: campaign.template_language, category: campaign.template_category, parameter_format: campaign.template_format ?? 'POSITIONAL', components: campaign.template_components };
}

/** A WhatsApp campaign sends its stored template from a number of a portfolio; opt-outs hold for marketing only. */
export const whatsappCampaigns: CampaignChannel = {
  defaultThroughput: null,
  contentOf(campaign) {
    const template = templateOf(campaign);
    // Meta's Marketing Messages Lite takes marketing templates only; utility and authentication ones keep the messages path.
    const marketingMessages = campaign.mm_lite && template?.category === 'MARKETING';
    return template && { message: { channel: 'whatsapp', template, ...(marketingMessages ? { marketingMessages } : {}) }, trackedButtons: trackedButtons(template) };
  },
  unsendable(campaign) {
    if (campaign.throughput === null || campaign.portfolio_id === null) return 'The sender number no longer exists.';
    if (campaign.template_status !== 'APPROVED') return `The template is ${campaign.template_status ?? 'gone'}, not APPROVED.`;
    return null;
  },
  optOutsHold: (campaign) => campaign.template_category === 'MARKETING',
  startAudience: async (_tx, campaign) => ({ sql: AUDIENCE_SQL[campaign.audience_kind], params: [] }),
  excludeAtStart: async () => undefined,
  // A lone 130429 is most often a send that reached the one-second window a few ms late (run-chunk.ts).
  resendsAtNextSlot: (error) => error.code === THROUGHPUT_EXCEEDED,
};
