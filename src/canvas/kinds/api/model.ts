import { z } from 'zod';
import { ACCESS_TYPES, BODY_TYPES, type HandleSpec, HTTP_METHODS, keyValueSchema, variableRefSchema } from '@/canvas/kernel';

export const responseMappingSchema = z.object({
  /** Dotted path into the JSON response, e.g. `data.user.name`. */
  path: z.string(),
  variable: variableRefSchema,
});

export const apiDataSchema = z.object({
  method: z.enum(HTTP_METHODS),
  url: z.string(),
  headers: z.array(keyValueSchema),
  bodyType: z.enum(BODY_TYPES),
  /** Raw body text, used when `bodyType` is `raw`. */
  body: z.string(),
  /** Fields of a `form_data` or `urlencoded` body. */
  bodyFields: z.array(keyValueSchema),
  access: z.enum(ACCESS_TYPES),
  responseMappings: z.array(responseMappingSchema),
});
export type ApiData = z.infer<typeof apiDataSchema>;

export function createApiData(): ApiData {
  return {
    method: 'GET',
    url: '',
    headers: [],
    bodyType: 'raw',
    body: '',
    bodyFields: [],
    access: 'Public',
    responseMappings: [],
  };
}

export const API_OUTPUTS: readonly HandleSpec[] = [
  { id: 'success', labelKey: 'canvas.handles.success', required: true },
  { id: 'failure', labelKey: 'canvas.handles.failure', required: false },
];
