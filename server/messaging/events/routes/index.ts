import type { AnyRoute } from '../../../platform/http/route';
import { rcsWebhookEvents } from './rcs-webhook';
import { whatsappWebhookEvents, whatsappWebhookHandshakeRoute } from './whatsapp-webhook';

/** The providers' webhooks: outside /api and the session guard, verified by signature instead. */
export const webhookRoutes: AnyRoute[] = [whatsappWebhookHandshakeRoute, whatsappWebhookEvents, rcsWebhookEvents];
