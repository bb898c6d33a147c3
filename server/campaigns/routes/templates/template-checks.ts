import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { validateWhatsappTemplate } from '@/api/rules/whatsapp-template-rules';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/api-error';
import { knownMediaHandles } from '../../../messaging/templates/template-media-repo';

/** `upload:<uuid>`: what mediaUpload answers, like Meta's resumable-upload handle. */
export const UPLOAD_HANDLE = /^upload:[0-9a-f-]{36}$/;

const describe = (rule: string, params: Record<string, string | number>) => {
  const detail = Object.entries(params).map(([key, value]) => `${key} ${value}`).join(', ');
  return detail ? `${rule} (${detail})` : rule;
};

/** Every media handle of the template with the field that holds it. */
function handlesOf(template: Pick<TemplateContent, 'components'>): { path: string; handle: string }[] {
  const found: { path: string; handle: string }[] = [];
  template.components.forEach((component, index) => {
    if (component.type === 'HEADER' && component.example?.header_handle?.[0]) found.push({ path: `components.${index}.example.header_handle`, handle: component.example.header_handle[0] });
    if (component.type === 'CAROUSEL') {
      component.cards.forEach((card, cardIndex) =>
        card.components.forEach((part, partIndex) => {
          if (part.type === 'HEADER' && part.example?.header_handle?.[0]) found.push({ path: `components.${index}.cards.${cardIndex}.components.${partIndex}.example.header_handle`, handle: part.example.header_handle[0] });
        }),
      );
    }
  });
  return found;
}

/**
 * The platform rules again on the server (the browser checked them as the user typed), and every
 * media sample either uploaded by this account or an https link. A 400 names each bad field under `template.`.
 */
export async function checkTemplateContent(q: Queryable, esme: number, template: TemplateContent): Promise<void> {
  const fields: Record<string, string> = {};
  for (const problem of validateWhatsappTemplate(template)) fields[`template.${problem.path}`] ??= describe(problem.rule, problem.params);
  const uploads = handlesOf(template).filter(({ handle }) => UPLOAD_HANDLE.test(handle));
  for (const { path, handle } of handlesOf(template)) {
    if (!UPLOAD_HANDLE.test(handle) && !/^https:\/\/[^\s]{1,2000}$/.test(handle)) fields[`template.${path}`] ??= 'header.sample_invalid (upload the sample with mediaUpload)';
  }
  if (uploads.length) {
    const known = new Set(await knownMediaHandles(q, esme, uploads.map((upload) => upload.handle)));
    for (const { path, handle } of uploads) if (!known.has(handle)) fields[`template.${path}`] ??= 'header.sample_unknown (no such upload in your account)';
  }
  if (Object.keys(fields).length) throw new ApiError('invalidRequest', 'The template breaks the platform rules.', fields);
}
