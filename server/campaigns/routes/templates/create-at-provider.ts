import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { ApiError } from '../../../platform/api-error';
import { ProviderError } from '../../../channel/channel';
import type { CreateTemplateResponse } from '../../../messaging/channels/whatsapp/template-management-types';
import type { TemplateProvider } from '../../../messaging/templates/template-provider';
import { atProvider } from './provider-calls';

/**
 * Submits a template. A creation whose answer was lost (no answer, an unreadable one) may have
 * happened, and asking again would only meet "already exists": the provider's own list says whether
 * it did, and a template it holds is taken as created.
 */
export function createAtProvider(provider: TemplateProvider, wabaId: string, template: TemplateContent): Promise<CreateTemplateResponse> {
  return atProvider(async () => {
    try {
      return await provider.createTemplate(wabaId, template);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.code !== 0) throw error;
      const found = await provider.findTemplate(wabaId, template.name, template.language).catch(() => {
        throw new ApiError('outboundFailed', `${error.title}, so whether the provider created the template is not known. Sync the templates in a minute to see it if it did.`);
      });
      if (!found) throw error;
      return { id: found.id, status: found.status, category: found.category };
    }
  });
}
