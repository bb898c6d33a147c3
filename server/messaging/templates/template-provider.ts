import type { CloudApiClient } from '../channels/whatsapp/cloud-api-client';

/**
 * What the template routes need of the provider: the Cloud API's template management. The running
 * server hands in the client of its WhatsApp channel (Meta, or the sandbox provider on loopback);
 * verdicts come back later by webhook, through the channel's event handling. The WABA calls of
 * spec §7 (syncPhoneNumber, registerWebhook, assignSystemUser, addWabaID, voice_settings, updatePaymentMethod) ride on the same seam: they are the same client on the same WABA.
 */
export type TemplateProvider = Pick<
  CloudApiClient,
  'createTemplate' | 'editTemplate' | 'listAllTemplates' | 'findTemplate' | 'deleteTemplate' | 'listPhoneNumbers' | 'subscribeApp' | 'overrideNumberCallback' | 'assignSystemUser' | 'getWaba' | 'updateCallingSettings' | 'attachCreditLine' | 'uploadMedia'
>;
