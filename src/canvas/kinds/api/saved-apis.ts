import type { ApiData } from './model';

/** An API definition saved outside the flow (the chatbot area's enterprise APIs) that an API node can copy. */
export interface SavedApi {
  id: string;
  name: string;
  method: ApiData['method'];
  url: string;
  headers: readonly { key: string; value: string }[];
  bodyType: ApiData['bodyType'];
  /** Raw text; for `form_data` and `urlencoded`, one `key=value` per line. */
  body: string;
  access: ApiData['access'];
}

/** Lines `key=value` as body fields; a line without `=` is a key with an empty value. */
function bodyFieldsOf(body: string): ApiData['bodyFields'] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.indexOf('=');
      return at === -1 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/**
 * The node's data with the request of a saved API; the response mappings stay, they belong to the flow.
 * @example applySavedApi(createApiData(), { method: 'POST', url: 'https://x/v1', bodyType: 'urlencoded', body: 'a=1', … }).bodyFields // [{ key: 'a', value: '1' }]
 */
export function applySavedApi(data: ApiData, api: SavedApi): ApiData {
  const raw = api.bodyType === 'raw';
  return {
    ...data,
    method: api.method,
    url: api.url,
    headers: api.headers.map((header) => ({ key: header.key, value: header.value })),
    bodyType: api.bodyType,
    body: raw ? api.body : '',
    bodyFields: raw ? [] : bodyFieldsOf(api.body),
    access: api.access,
  };
}
