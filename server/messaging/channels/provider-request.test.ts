import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../../channel/channel';
import { readProviderJson, requestProvider } from './provider-request';

const failing = (error: unknown): typeof fetch => () => Promise.reject(error);
const fetchFailed = (code: string | undefined, message = 'boom') => new TypeError('fetch failed', { cause: Object.assign(new Error(message), code ? { code } : {}) });

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('a request to a provider that is not answered', () => {
  it.each([
    { case: 'refused', error: fetchFailed('ECONNREFUSED'), retryable: true, title: 'Provider unreachable: ECONNREFUSED' },
    { case: 'name not found', error: fetchFailed('ENOTFOUND'), retryable: true, title: 'Provider unreachable: ENOTFOUND' },
    { case: 'no local address left', error: fetchFailed('EADDRNOTAVAIL'), retryable: true, title: 'Provider unreachable: EADDRNOTAVAIL' },
    { case: 'reset', error: fetchFailed('ECONNRESET'), retryable: false, title: 'The connection to the provider broke off (ECONNRESET)' },
    { case: 'closed by the other side', error: fetchFailed('UND_ERR_SOCKET', 'other side closed'), retryable: false, title: 'The connection to the provider broke off (UND_ERR_SOCKET)' },
    { case: 'failed without a code', error: fetchFailed(undefined, 'unexpected end'), retryable: false, title: 'The connection to the provider broke off (unexpected end)' },
    { case: 'too slow', error: new DOMException('The operation was aborted due to timeout', 'TimeoutError'), retryable: false, title: 'The provider did not answer in time' },
  ])('$case: retryable $retryable, told as "$title"', async ({ error, retryable, title }) => {
    const thrown = await refusal(requestProvider(failing(error), 'http://provider.test/x', { method: 'POST', timeoutMs: 1000 }));
    expect([thrown.code, thrown.retryable, thrown.title]).toEqual([0, retryable, title]);
  });

  it('asks a read once more on a new connection when the first broke off, but never a write, nor a read not answered in time', async () => {
    const brokeOffOnce = (first: unknown) => {
      let calls = 0;
      const doFetch: typeof fetch = () => (++calls === 1 ? Promise.reject(first) : Promise.resolve(new Response('{"data":[]}')));
      return { doFetch, calls: () => calls };
    };
    const read = brokeOffOnce(fetchFailed('ECONNRESET'));
    expect(await readProviderJson(await requestProvider(read.doFetch, 'http://provider.test/x', { method: 'GET', timeoutMs: 1000 }))).toEqual({ data: [] });
    expect(read.calls()).toBe(2);
    const write = brokeOffOnce(fetchFailed('ECONNRESET'));
    expect((await refusal(requestProvider(write.doFetch, 'http://provider.test/x', { method: 'POST', timeoutMs: 1000 }))).title).toBe('The connection to the provider broke off (ECONNRESET)');
    expect(write.calls()).toBe(1);
    const slow = brokeOffOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect((await refusal(requestProvider(slow.doFetch, 'http://provider.test/x', { method: 'GET', timeoutMs: 1000 }))).title).toBe('The provider did not answer in time');
    expect(slow.calls()).toBe(1);
  });

  describe('its deadline', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const hanging = (signals: AbortSignal[]): typeof fetch => (_url, init) =>
      new Promise((_, reject) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      });

    it('tells a provider that never answers as not answered in time, and leaves an answer read in time alone', async () => {
      vi.useFakeTimers();
      const signals: AbortSignal[] = [];
      const hung = refusal(requestProvider(hanging(signals), 'http://provider.test/x', { method: 'POST', timeoutMs: 1000 }));
      await vi.advanceTimersByTimeAsync(1000);
      expect((await hung).title).toBe('The provider did not answer in time');
      const answering: typeof fetch = (_url, init) => {
        signals.push(init?.signal as AbortSignal);
        return Promise.resolve(new Response('{"id":"7"}'));
      };
      expect(await readProviderJson(await requestProvider(answering, 'http://provider.test/x', { method: 'POST', timeoutMs: 1000 }))).toEqual({ id: '7' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    });
  });

  it('reads a JSON answer, takes a page that is not JSON as no body, and tells a body that broke off', async () => {
    expect(await readProviderJson(new Response('{"id":"7"}'))).toEqual({ id: '7' });
    expect(await readProviderJson(new Response('<html>Bad gateway</html>'))).toBeUndefined();
    const broken = new Response(new ReadableStream({ start: (controller) => controller.error(Object.assign(new Error('terminated'), { cause: { code: 'ECONNRESET' } })) }));
    const thrown = await refusal(readProviderJson(broken));
    expect([thrown.retryable, thrown.title]).toEqual([false, "The provider's answer broke off (ECONNRESET)"]);
  });
});
