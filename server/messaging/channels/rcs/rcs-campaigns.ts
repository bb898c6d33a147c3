import { dltAsNamedText } from '@/api/rules/dlt-variables';
import type { Queryable } from '../../../platform/db/db';
import { ACTIVE_USERS_SQL, removeExcluded } from '../../rcs-campaigns/rcs-audience';
import type { CampaignChannel } from '../campaign-channel';

/** Messages a second from one RBM agent: RBM publishes no per-agent figure, so the WhatsApp default. */
export const RCS_AGENT_THROUGHPUT = 80;

const botOf = async (tx: Queryable, id: string) => (await tx.query<{ bot: string }>('select coalesce(bot_id, sender_id) as bot from campaigns where id = $1', [id]))[0]?.bot ?? '';

/** An RCS campaign sends the template saved with it from an RBM agent, with its own SMS road; it is promotional. */
export const rcsCampaigns: CampaignChannel = {
  defaultThroughput: RCS_AGENT_THROUGHPUT,
  contentOf: (campaign) =>
    campaign.rcs_template
      ? {
          message: { channel: 'rcs', rcsMessage: campaign.rcs_template, smsFallbackFrom: campaign.sms_sender_id, ...(campaign.dlt_template_id && campaign.dlt_template_text ? { smsFallbackDlt: { templateId: campaign.dlt_template_id, text: dltAsNamedText(campaign.dlt_template_text) } } : {}) },
          trackedButtons: [],
        }
      : null,
  unsendable: (campaign) => (campaign.rcs_sender_exists ? null : 'The RCS sender id no longer exists.'),
  // Its template has no category, and opt-outs hold for it as for WhatsApp marketing.
  optOutsHold: () => true,
  // Without a file it reaches its agent's active users (spec §3 botId).
  startAudience: async (tx, campaign) => ({ sql: ACTIVE_USERS_SQL, params: [await botOf(tx, campaign.id)] }),
  excludeAtStart: async (tx, campaignId) => {
    await removeExcluded(tx, campaignId);
  },
  resendsAtNextSlot: () => false,
};
