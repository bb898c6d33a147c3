import { rcsEndpoint } from '../../campaigns/queries/rcs-endpoint';

/** spec §7 template paths, relative to the configured campaign base. */
export const template = (path: string) => rcsEndpoint(`api/rcstemplate/${path}`);

export const rcsTemplateKeys = {
  all: ['rcs-templates'] as const,
  list: (senderId: string) => ['rcs-templates', 'list', senderId] as const,
  one: (senderId: string, templateId: number) => ['rcs-templates', 'one', senderId, templateId] as const,
};
