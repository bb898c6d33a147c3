import { describe, expect, it } from 'vitest';
import type { Fetcher, HttpRequest } from '@/canvas/kernel';
import { testStepContext } from '@/canvas/engine/testing';
import type { ApiData } from './model';
import { apiStep } from './step';

const api = (init: Partial<ApiData> = {}): ApiData => ({
  method: 'POST',
  url: 'https://api.example.com/users/{{id}}?q={{query}}',
  headers: [{ key: 'Authorization', value: 'Bearer {{token}}' }],
  bodyType: 'raw',
  body: '{"name": "{{name}}"}',
  bodyFields: [],
  access: 'Private',
  responseMappings: [
    { path: 'data.user.name', variable: 'user_name' },
    { path: 'data.items[1].sku', variable: 'second_sku' },
    { path: 'data.missing', variable: 'nothing' },
  ],
  ...init,
});
const variables = { id: 'a b', query: 'x&y', token: 'T0K', name: 'Asha "A" Rao' };

function recording(respond: Fetcher): { fetcher: Fetcher; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  return { requests, fetcher: (request) => (requests.push(request), respond(request)) };
}

describe('API step', () => {
  it('builds the request with interpolation and maps dotted response paths on success', async () => {
    const { fetcher, requests } = recording(async () => ({ status: 200, headers: {}, body: JSON.stringify({ data: { user: { name: 'Asha' }, items: [{ sku: 'A1' }, { sku: 'B2' }] } }) }));
    const outcome = await apiStep(testStepContext(api(), { variables, deps: { fetcher } }));
    expect(outcome).toMatchObject({ type: 'next', handle: 'success', set: { user_name: 'Asha', second_sku: 'B2', nothing: null } });
    expect(outcome.note).toContain('not in the response: data.missing');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/users/a%20b?q=x%26y',
      headers: { Authorization: 'Bearer T0K', 'Content-Type': 'application/json' },
      body: { type: 'raw', text: '{"name": "Asha \\"A\\" Rao"}' },
      access: 'Private',
      timeoutMs: 10_000,
    });
    expect(JSON.parse((requests[0]!.body as { text: string }).text)).toEqual({ name: 'Asha "A" Rao' });
  });

  it('urlencoded and form_data bodies; GET sends none; a URL without scheme gets https', async () => {
    const { fetcher, requests } = recording(async () => ({ status: 204, headers: {}, body: '' }));
    const fields = [{ key: 'name', value: '{{name}}' }, { key: '', value: 'ignored' }];
    await apiStep(testStepContext(api({ bodyType: 'urlencoded', bodyFields: fields, headers: [] }), { variables, deps: { fetcher } }));
    await apiStep(testStepContext(api({ bodyType: 'form_data', bodyFields: fields }), { variables, deps: { fetcher } }));
    await apiStep(testStepContext(api({ method: 'GET', url: 'api.example.com/ping' }), { variables, deps: { fetcher } }));
    expect(requests[0]).toMatchObject({ body: { type: 'urlencoded', text: 'name=Asha+%22A%22+Rao' }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(requests[1]!.body).toEqual({ type: 'form_data', fields: [{ key: 'name', value: 'Asha "A" Rao' }] });
    expect(requests[2]).toMatchObject({ url: 'https://api.example.com/ping', body: null });
  });

  it('a 500 takes the failure branch', async () => {
    const outcome = await apiStep(testStepContext(api(), { variables, deps: { fetcher: async () => ({ status: 500, headers: {}, body: 'boom' }) } }));
    expect(outcome).toMatchObject({ type: 'next', handle: 'failure' });
    expect(outcome.note).toContain('status 500');
  });

  it('a network error takes the failure branch', async () => {
    const outcome = await apiStep(testStepContext(api(), { variables, deps: { fetcher: () => Promise.reject(new Error('ECONNREFUSED')) } }));
    expect(outcome).toMatchObject({ handle: 'failure', note: expect.stringContaining('network error: ECONNREFUSED') });
  });

  it('a timeout aborts the request and takes the failure branch', async () => {
    let aborted = false;
    const never: Fetcher = (request) =>
      new Promise((_, reject) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('aborted'));
        });
      });
    const outcome = await apiStep(testStepContext(api(), { variables, deps: { fetcher: never, apiTimeoutMs: 20 } }));
    expect(outcome).toMatchObject({ handle: 'failure', note: expect.stringContaining('timed out after 20 ms') });
    expect(aborted).toBe(true);
  });
});
