import type { CloudApiClient } from '../channels/whatsapp/cloud-api-client';

/**
 * What the template routes need of the provider: the Cloud API's template management. The running
 * server hands in the client of its WhatsApp channel (Meta, or the sandbox provider on loopback);
 * verdicts come back later by webhook, through the channel's event handling.
 */
export type TemplateProvider = Pick<CloudApiClient, 'createTemplate' | 'editTemplate' | 'listAllTemplates' | 'findTemplate' | 'deleteTemplate'>;
