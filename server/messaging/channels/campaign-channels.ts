import type { CampaignChannel } from './campaign-channel';
import type { ChannelName } from '../../channel/channel';
import { rcsCampaigns } from './rcs/rcs-campaigns';
import { smsCampaigns } from './sms/sms-campaigns';
import { whatsappCampaigns } from './whatsapp/whatsapp-campaigns';

/** Every channel's answers to dispatch, by name: a new channel adds its folder and one line here. */
export const campaignChannels: Readonly<Record<ChannelName, CampaignChannel>> = {
  whatsapp: whatsappCampaigns,
  rcs: rcsCampaigns,
  sms: smsCampaigns,
};
