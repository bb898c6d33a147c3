import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '@/api/errors';
import { ApiError } from '@/api/errors';
import type { PreparedRequest } from '@/api/prepared-request';
import { runAudienceJob } from './audience-job';
import type { AudienceChunk } from './audience-types';
import { createChunkUpload } from './chunk-upload';
import { uploadInWorker, type ChunkUploadWorkerLike } from './chunk-upload-in-worker';
import { unpackChunk } from './posted-chunk';

const IMPORT = '0b6f3a52-9c1e-4d7a-8f2b-5e4c3d2a1b0c';
const request: PreparedRequest = { url: 'http://console.test/api/campaign/whatsapp/campaigns/c1/audience/chunks', method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer tok', session: 'sess-1', 'x-xsrf-token': 'xsrf-abc' } };

async function parsed(file: File): Promise<AudienceChunk[]> {
  const chunks: AudienceChunk[] = [];
  const bytes = new Map<number, ArrayBuffer>();
  await runAudienceJob([file], { defaultCountry: 'IN' }, (message) => {
    if (message.type === 'bytes') bytes.set(message.file, message.bytes);
    if (message.type === 'chunk') chunks.push(unpackChunk(message.chunk, (index) => bytes.get(index)));
  });
  return chunks;
}

/** The upload worker's own work run in the page, its chunks posted through `send`. */
const inPage = (send: typeof fetch) => (): ChunkUploadWorkerLike => {
  const worker: ChunkUploadWorkerLike = { onmessage: null, onerror: null, terminate: () => undefined, postMessage: (message) => handle(message) };
  const handle = createChunkUpload((data) => setTimeout(() => worker.onmessage?.({ data })), send);
  return worker;
};

const file = new File(['phone,name,city\n9812345601,Asha,Pune\n9812345602,Ravi,Goa\nnot a number,x,y\n9812345603,Mira,Agra\n9812345604,Dev,Delhi\n9812345605,Isha,Kochi\n'], 'a.csv', { type: 'text/csv' });
const answer = (chunkIndex: number) => new Response(JSON.stringify({ importId: IMPORT, chunkIndex, chunksReceived: chunkIndex + 1, rowsReceived: 2 }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('uploadInWorker', () => {
  it('posts every row once from the worker, with the prepared headers and the chunk index, a chunk the network lost sent again', async () => {
    const sent: { headers: Headers; body: { importId: string; chunkIndex: number; phones: string[]; columns: string[]; values: string[][] } }[] = [];
    let lost = false;
    const send = (async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(String(url)).toBe(request.url);
      const body = JSON.parse(String(init?.body)) as (typeof sent)[number]['body'];
      if (body.chunkIndex === 1 && !lost) {
        lost = true;
        throw new TypeError('connection reset');
      }
      sent.push({ headers: new Headers(init?.headers), body });
      return answer(body.chunkIndex);
    }) as typeof fetch;
    const progress: string[] = [];
    const reports: ErrorReport[] = [];
    const chunkCount = await uploadInWorker({
      chunks: await parsed(file),
      columns: ['name'],
      maxRows: 2,
      rowsTotal: 5,
      inFlight: 2,
      request,
      fields: { importId: IMPORT },
      answer: 'whatsapp-audience',
      onProgress: ({ rowsSent, rowsTotal }) => progress.push(`${rowsSent} of ${rowsTotal}`),
      report: (report) => reports.push(report),
      startWorker: inPage(send),
    });
    expect(chunkCount).toBe(3);
    const byIndex = sent.map(({ body }) => body).sort((a, b) => a.chunkIndex - b.chunkIndex);
    expect(byIndex.map((body) => body.chunkIndex)).toEqual([0, 1, 2]);
    expect(byIndex.every((body) => body.importId === IMPORT)).toBe(true);
    expect(byIndex.map((body) => body.columns)).toEqual([['name'], ['name'], ['name']]);
    expect(byIndex.flatMap((body) => body.phones.map((phone, row) => `${phone} ${body.values[0]?.[row]}`))).toEqual(['+919812345601 Asha', '+919812345602 Ravi', '+919812345603 Mira', '+919812345604 Dev', '+919812345605 Isha']);
    for (const { headers } of sent) {
      expect(headers.get('authorization')).toBe('Bearer tok');
      expect(headers.get('session')).toBe('sess-1');
      expect(headers.get('x-xsrf-token')).toBe('xsrf-abc');
    }
    expect(progress.at(-1)).toBe('5 of 5');
    expect(reports.map((report) => report.message)).toEqual(['connection reset']);
  });

  it('stops at the first refused chunk and rejects with the server’s error, as the client would throw it', async () => {
    const indexes: number[] = [];
    const send = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      indexes.push((JSON.parse(String(init?.body)) as { chunkIndex: number }).chunkIndex);
      return new Response(JSON.stringify({ error: 'invalid_request', message: 'The campaign was sent meanwhile' }), { status: 409, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const upload = uploadInWorker({ chunks: await parsed(file), columns: [], maxRows: 2, rowsTotal: 5, request, fields: { importId: IMPORT }, answer: 'whatsapp-audience', onProgress: () => undefined, report: () => undefined, startWorker: inPage(send) });
    const refused = await upload.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: 'The campaign was sent meanwhile' });
    expect(indexes).toEqual([0]);
  });
});
