import { z } from 'zod';
import type { Db } from '../../../platform/db/db';
import { ProviderError } from '../../../channel/channel';
import { bearerJson, readProviderJson, requestProvider } from '../provider-request';
import { graphErrorBody } from './cloud-api-types';
import type { WhatsappConfig } from './whatsapp-config';

/**
 * The Cloud API's calls for a number moving here from another provider (or the On-Premises API):
 * add it to a WABA with `migrate_phone_number`, request a code, verify it, register with a pin, and
 * deregister; and the files customers send. Meta answers JSON or a Graph error, which becomes a ProviderError.
 */
export interface NumberRegistrationClient {
  addForMigration(wabaId: string, number: { cc: string; phoneNumber: string }): Promise<string>;
  requestCode(phoneNumberId: string, method: 'SMS' | 'VOICE', language: string): Promise<void>;
  verifyCode(phoneNumberId: string, code: string): Promise<void>;
  register(phoneNumberId: string, pin: string): Promise<void>;
  deregister(phoneNumberId: string): Promise<void>;
  /** A file a customer sent: `GET /{media-id}` for its url, then the url with the same token. */
  downloadMedia(mediaId: string): Promise<{ bytes: Uint8Array; mimeType: string }>;
}

const idAnswer = z.object({ id: z.string() });
const successAnswer = z.object({ success: z.literal(true) });
const mediaAnswer = z.object({ url: z.string(), mime_type: z.string() });

export function createNumberRegistrationClient(options: { baseUrl: string; graphApiVersion: string; accessToken: string; fetch?: typeof fetch }): NumberRegistrationClient {
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.graphApiVersion}`;
  const request = (url: string, body?: unknown) => requestProvider(doFetch, url, bearerJson(options.accessToken, body === undefined ? 'GET' : 'POST', body, 15_000));
  async function call(path: string, body?: unknown): Promise<unknown> {
    const response = await request(`${root}/${path}`, body);
    const json = await readProviderJson(response);
    if (response.ok) return json;
    const graph = graphErrorBody.safeParse(json);
    if (!graph.success) throw new ProviderError(response.status, `HTTP ${response.status} without a Graph error body`, false);
    const { code, message, error_data } = graph.data.error;
    throw new ProviderError(code, error_data?.details ? `${message}: ${error_data.details}` : message, false);
  }
  const succeed = async (path: string, body: unknown) => {
    if (!successAnswer.safeParse(await call(path, body)).success) throw new ProviderError(0, `The provider's answer to ${path} has an unexpected shape`, false);
  };
  const id = encodeURIComponent;
  return {
    async addForMigration(wabaId, number) {
      const answer = idAnswer.safeParse(await call(`${id(wabaId)}/phone_numbers`, { cc: number.cc, phone_number: number.phoneNumber, migrate_phone_number: true }));
      if (!answer.success) throw new ProviderError(0, 'The provider did not answer the new number id', false);
      return answer.data.id;
    },
    requestCode: (phoneNumberId, method, language) => succeed(`${id(phoneNumberId)}/request_code`, { code_method: method, language }),
    verifyCode: (phoneNumberId, code) => succeed(`${id(phoneNumberId)}/verify_code`, { code }),
    register: (phoneNumberId, pin) => succeed(`${id(phoneNumberId)}/register`, { messaging_product: 'whatsapp', pin }),
    deregister: (phoneNumberId) => succeed(`${id(phoneNumberId)}/deregister`, {}),
    async downloadMedia(mediaId) {
      const described = mediaAnswer.safeParse(await call(id(mediaId)));
      if (!described.success) throw new ProviderError(0, 'The provider did not answer the media url', false);
      const file = await request(described.data.url);
      if (!file.ok) throw new ProviderError(file.status, `The media url answered HTTP ${file.status}`, false);
      return { bytes: new Uint8Array(await file.arrayBuffer()), mimeType: described.data.mime_type };
    },
  };
}

/** The client this process made for a database, so the migration routes reach the provider (Meta or the sandbox). */
const clients = new WeakMap<Db, NumberRegistrationClient>();

export function exposeNumberRegistration(db: Db, config: WhatsappConfig, sandboxBaseUrl: string | undefined): void {
  const baseUrl = sandboxBaseUrl ?? (config.mode === 'provider' ? config.apiBase : undefined);
  if (!baseUrl) return void clients.delete(db);
  clients.set(db, createNumberRegistrationClient({ baseUrl, graphApiVersion: config.graphApiVersion, accessToken: config.accessToken }));
}

export const numberRegistrationOf = (db: Db): NumberRegistrationClient | undefined => clients.get(db);
