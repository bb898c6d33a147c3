/** One request a provider client made and what came back, as the conformance tests check them. */
export interface Exchange {
  method: string;
  url: URL;
  /** JSON bodies parsed; a byte body (an upload) as its content type and bytes. */
  body: unknown;
  status: number;
  answer: unknown;
}

const json = (raw: string | undefined): unknown => (raw ? (JSON.parse(raw) as unknown) : undefined);

/**
 * A `fetch` that records every exchange into `into`: handed to our provider clients, it checks the
 * bytes they send, not what we meant them to send.
 */
export function recordingFetch(into: Exchange[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? json(init.body) : init?.body instanceof Uint8Array ? { contentType: headers.get('content-type') ?? '', bytes: Buffer.from(init.body) } : undefined;
    into.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body, status: response.status, answer: json(text || undefined) });
    return response;
  };
}
