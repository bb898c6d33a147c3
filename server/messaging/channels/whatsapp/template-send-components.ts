import { positionalOrder, variablesIn } from '@/api/contracts/template-variables';
import type { HeaderComponent, TemplateContent } from '@/api/contracts/whatsapp-template';
import type { SendComponent, SendParameter } from './cloud-api-types';

/**
 * Which recipient value fills which slot (`templateVariableKeys` in src/api/contracts lists them):
 * - body: `1`, `2`… (or `body.1`) for POSITIONAL templates, the name (`first_name`) for NAMED ones;
 * - header text: `header.1` (POSITIONAL) or its name (NAMED);
 * - media header: `header.media` (a link, or the media id of a file uploaded to the provider through
 *   the sender number; the template's sample link when absent), `header.filename`
 *   for documents; location header: `header.latitude`, `header.longitude`, `header.name`, `header.address`;
 * - URL button suffix and copy-code value: `button.<index>` (index among the template's buttons).
 */

export class MissingTemplateVariableError extends Error {
  constructor(
    readonly template: string,
    readonly variable: string,
    readonly where: string,
  ) {
    super(`Template "${template}" needs a value for "${variable}" (${where}) and the recipient has none`);
    this.name = 'MissingTemplateVariableError';
  }
}

export class UnsupportedTemplateError extends Error {
  constructor(template: string, reason: string) {
    super(`Template "${template}" cannot be sent: ${reason}`);
    this.name = 'UnsupportedTemplateError';
  }
}

type Values = Readonly<Record<string, string>>;

/** The `template.components` of a send request: the stored template filled with one recipient's values. */
export function buildTemplateSendComponents(template: TemplateContent, values: Values): SendComponent[] {
  const named = template.parameter_format === 'NAMED';
  const need = (keys: string[], where: string): string => {
    for (const key of keys) {
      const value = values[key];
      if (value !== undefined && value.trim() !== '') return value;
    }
    throw new MissingTemplateVariableError(template.name, keys[0] ?? where, where);
  };
  const text = (name: string, keys: string[], where: string): SendParameter =>
    named ? { type: 'text', parameter_name: name, text: need(keys, where) } : { type: 'text', text: need(keys, where) };

  const components: SendComponent[] = [];
  for (const component of template.components) {
    if (component.type === 'HEADER') {
      const parameters = headerParameters(component, named, values, need, text);
      if (parameters.length) components.push({ type: 'header', parameters });
    } else if (component.type === 'BODY') {
      const names = variablesIn(component.text);
      const ordered = named ? names : positionalOrder(names);
      if (ordered.length) {
        components.push({ type: 'body', parameters: ordered.map((name) => text(name, named ? [name] : [name, `body.${name}`], 'body')) });
      }
    } else if (component.type === 'BUTTONS') {
      component.buttons.forEach((button, index) => {
        const key = `button.${index}`;
        if (button.type === 'URL' && variablesIn(button.url).length > 0) {
          components.push({ type: 'button', sub_type: 'url', index: String(index), parameters: [{ type: 'text', text: need([key], `URL button "${button.text}"`) }] });
        } else if (button.type === 'COPY_CODE') {
          components.push({ type: 'button', sub_type: 'copy_code', index: String(index), parameters: [{ type: 'coupon_code', coupon_code: need([key], 'copy-code button') }] });
        }
      });
    } else if (component.type === 'CAROUSEL') {
      throw new UnsupportedTemplateError(template.name, 'carousel templates are not sent by campaigns yet');
    }
  }
  return components;
}

function headerParameters(
  header: HeaderComponent,
  named: boolean,
  values: Values,
  need: (keys: string[], where: string) => string,
  text: (name: string, keys: string[], where: string) => SendParameter,
): SendParameter[] {
  switch (header.format) {
    case 'TEXT':
      return variablesIn(header.text ?? '').map((name) => text(name, named ? [name] : [`header.${name}`], 'header'));
    case 'LOCATION':
      return [
        {
          type: 'location',
          location: {
            latitude: coordinate(need(['header.latitude'], 'location header')),
            longitude: coordinate(need(['header.longitude'], 'location header')),
            ...(values['header.name'] ? { name: values['header.name'] } : {}),
            ...(values['header.address'] ? { address: values['header.address'] } : {}),
          },
        },
      ];
    case 'IMAGE':
    case 'VIDEO':
    case 'DOCUMENT': {
      const sample = header.example?.header_handle?.find((handle) => /^https?:\/\//.test(handle));
      const given = values['header.media']?.trim() || sample || need(['header.media'], `${header.format.toLowerCase()} header`);
      // A campaign's uploaded file is named by Meta's media id (broadcast mediaUpload); anything else is a link.
      const media = /^https?:\/\//.test(given) ? { link: given } : { id: given };
      if (header.format === 'IMAGE') return [{ type: 'image', image: media }];
      if (header.format === 'VIDEO') return [{ type: 'video', video: media }];
      const filename = values['header.filename'];
      return [{ type: 'document', document: filename ? { ...media, filename } : media }];
    }
  }
}

function coordinate(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number)) throw new TypeError(`"${value}" is not a coordinate`);
  return number;
}
