import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { whatsappTemplate, type TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, templateKeys } from './template-endpoint';

interface SaveTemplate {
  wabaId: string;
  templateId: string | null;
  template: TemplateContentInput;
}

/** POST create (a new template) or POST edit/:templateId (its category, parameter format and components). */
export function saveTemplate(client: ApiClient, { esmeaddr, sessionId }: CallerAccount, { wabaId, templateId, template }: SaveTemplate) {
  return templateId
    ? client.call(at(`edit/${encodeURIComponent(templateId)}`), {
        method: 'post',
        json: { esmeaddr, sessionId, template: { category: template.category, parameter_format: template.parameter_format, components: template.components } },
        schema: whatsappTemplate,
      })
    : client.call(at('create'), { method: 'post', json: { esmeaddr, wabaId, sessionId, template }, schema: whatsappTemplate });
}

export function useSaveTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (save: SaveTemplate) => saveTemplate(client, account, save), onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }) });
}
