import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../channel/channel';
import { createCloudApiClient } from './cloud-api-client';
import type { SendTemplateRequest } from './cloud-api-types';

const request: SendTemplateRequest = { messaging_product: 'whatsapp', to: '919812345678', type: 'template', template: { name: 'offer', language: { code: 'en' } } };

function clientAnswering(status: number, body: unknown, seen: Request[] = []) {
  return createCloudApiClient({
    baseUrl: 'https://graph.example/',
    graphApiVersion: 'v18.0',
    accessToken: 'token-1',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('cloud api client', () => {
  it('posts the template to /{version}/{phone-number-id}/messages with the bearer token', async () => {
    const seen: Request[] = [];
    const answer = { messaging_product: 'whatsapp', contacts: [{ input: '919812345678', wa_id: '919812345678' }], messages: [{ id: 'wamid.A1' }] };
    await expect(clientAnswering(200, answer, seen).sendTemplate('1065', request)).resolves.toEqual(answer);
    expect(seen[0]?.url).toBe('https://graph.example/v18.0/1065/messages');
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(await seen[0]?.json()).toEqual(request);
  });

  it('turns a Graph error into a ProviderError with the provider code and details', async () => {
    const error = await refusal(
      clientAnswering(400, {
        error: { message: '(#132000) Number of parameters does not match the expected number of params', type: 'OAuthException', code: 132000, error_data: { messaging_product: 'whatsapp', details: 'body: number of localizable_params (1) does not match the expected number of params (2)' }, fbtrace_id: 'Az' },
      }).sendTemplate('1065', request),
    );
    expect(error.code).toBe(132000);
    expect(error.retryable).toBe(false);
    expect(error.title).toContain('does not match the expected number of params (2)');
  });

  it('marks throughput errors and server failures retryable', async () => {
    expect((await refusal(clientAnswering(400, { error: { message: 'Rate limit hit', code: 130429 } }).sendTemplate('1', request))).retryable).toBe(true);
    expect((await refusal(clientAnswering(503, { error: { message: 'Service unavailable', code: 2 } }).sendTemplate('1', request))).retryable).toBe(true);
    const html = await refusal(clientAnswering(502, '<html>Bad gateway</html>').sendTemplate('1', request));
    expect([html.code, html.retryable]).toEqual([502, true]);
    expect((await refusal(clientAnswering(401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }).sendTemplate('1', request))).retryable).toBe(false);
  });

  it('does not retry an accepted request whose answer lacks a message id', async () => {
    const error = await refusal(clientAnswering(200, { messaging_product: 'whatsapp', contacts: [], messages: [] }).sendTemplate('1', request));
    expect([error.code, error.retryable]).toEqual([0, false]);
  });

  it('reports an unreachable provider as retryable only when nothing can have been sent', async () => {
    const refused = createCloudApiClient({ baseUrl: `http://127.0.0.1:${await closedPort()}`, graphApiVersion: 'v18.0', accessToken: 't' });
    const error = await refusal(refused.sendTemplate('1', request));
    expect(error.code).toBe(0);
    expect(error.retryable).toBe(true);
    const reset = createCloudApiClient({
      baseUrl: 'http://x',
      graphApiVersion: 'v18.0',
      accessToken: 't',
      fetch: () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })),
    });
    const broken = await refusal(reset.sendTemplate('1', request));
    expect([broken.retryable, broken.title]).toEqual([false, 'The connection to the provider broke off (ECONNRESET)']);
    const slow = createCloudApiClient({ baseUrl: 'http://x', graphApiVersion: 'v18.0', accessToken: 't', fetch: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')) });
    const late = await refusal(slow.sendTemplate('1', request));
    expect([late.retryable, late.title]).toEqual([false, 'The provider did not answer in time']);
  });
});

/** A loopback port nobody listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
