import { checkRequired, checkUrl, type KindProblem } from '@/canvas/kernel';
import type { ApiData } from './model';

/**
 * Content rules of an API node: the §5 URL check, named headers and complete response mappings.
 * @example apiRules({ ...createApiData(), url: 'not a url' }) // [{ field: 'url', code: 'URL_INVALID', … }]
 */
export function apiRules(data: ApiData): KindProblem[] {
  const out: KindProblem[] = [];
  checkUrl(out, 'url', data.url);
  data.headers.forEach((header, index) => checkRequired(out, `headers.${index}.key`, header.key));
  if (data.bodyType !== 'raw') data.bodyFields.forEach((field, index) => checkRequired(out, `bodyFields.${index}.key`, field.key));
  data.responseMappings.forEach((mapping, index) => {
    checkRequired(out, `responseMappings.${index}.path`, mapping.path);
    checkRequired(out, `responseMappings.${index}.variable`, mapping.variable);
  });
  return out;
}
