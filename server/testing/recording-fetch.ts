/** One request a provider client made and what came back, as the conformance tests check them. */
export interface Exchange {
  method: string;
  url: URL;
  /**
   * JSON bodies parsed; a byte body as its content type and bytes; a form (a multipart upload) as its
   * fields, a file field as the string of its bytes, as a JSON Schema validator reads `format: binary`.
   */
  body: unknown;
  status: number;
  answer: unknown;
}

const json = (raw: string | undefined): unknown => (raw ? (JSON.parse(raw) as unknown) : undefined);

async function formFields(form: FormData): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : Buffer.from(await value.arrayBuffer()).toString('latin1');
  return fields;
}

/**
 * A `fetch` that records every exchange into `into`: handed to our provider clients, it checks the
 * bytes they send, not what we meant them to send.
 */
export function recordingFetch(into: Exchange[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    const headers = new Headers(init?.headers);
    const body =
      typeof init?.body === 'string'
        ? json(init.body)
        : init?.body instanceof Uint8Array
          ? { contentType: headers.get('content-type') ?? '', bytes: Buffer.from(init.body) }
          : init?.body instanceof FormData
            ? await formFields(init.body)
            : undefined;
    into.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body, status: response.status, answer: json(text || undefined) });
    return response;
  };
}
