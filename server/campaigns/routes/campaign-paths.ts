import { z } from 'zod';

/** The config's `services.campaign` base; WhatsApp campaign routes live under its `whatsapp/`. */
export const WHATSAPP_CAMPAIGN_BASE = '/api/campaign/whatsapp';

/** `{ id }` of a campaign; a malformed id is a 400 naming it, an unknown one a 404. */
export const campaignIdParams = z.object({ id: z.uuid() });
