import { z } from 'zod';
import type { Db } from '../../../db/db';
import { ProviderError } from '../channel';
import { graphErrorBody } from './cloud-api-types';
import type { WhatsappConfig } from './whatsapp-config';

/**
 * The Cloud API's calls for a number moving here from another provider (or the On-Premises API):
 * add it to a WABA with `migrate_phone_number`, request a code, verify it, register with a pin, and
 * deregister. Meta answers `{ success: true }` or a Graph error, which becomes a ProviderError.
 */
export interface NumberRegistrationClient {
  addForMigration(wabaId: string, number: { cc: string; phoneNumber: string }): Promise<string>;
  requestCode(phoneNumberId: string, method: 'SMS' | 'VOICE', language: string): Promise<void>;
  verifyCode(phoneNumberId: string, code: string): Promise<void>;
  register(phoneNumberId: string, pin: string): Promise<void>;
  deregister(phoneNumberId: string): Promise<void>;
}

const idAnswer = z.object({ id: z.string() });
const successAnswer = z.object({ success: z.literal(true) });

export function createNumberRegistrationClient(options: { baseUrl: string; graphApiVersion: string; accessToken: string; fetch?: typeof fetch }): NumberRegistrationClient {
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.graphApiVersion}`;
  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${root}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(0, `Provider unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) return json;
    const graph = graphErrorBody.safeParse(json);
    if (!graph.success) throw new ProviderError(response.status, `HTTP ${response.status} without a Graph error body`, false);
    const { code, message, error_data } = graph.data.error;
    throw new ProviderError(code, error_data?.details ? `${message}: ${error_data.details}` : message, false);
  }
  const succeed = async (path: string, body: unknown) => {
    if (!successAnswer.safeParse(await post(path, body)).success) throw new ProviderError(0, `The provider's answer to ${path} has an unexpected shape`, false);
  };
  const id = encodeURIComponent;
  return {
    async addForMigration(wabaId, number) {
      const answer = idAnswer.safeParse(await post(`${id(wabaId)}/phone_numbers`, { cc: number.cc, phone_number: number.phoneNumber, migrate_phone_number: true }));
      if (!answer.success) throw new ProviderError(0, 'The provider did not answer the new number id', false);
      return answer.data.id;
    },
    requestCode: (phoneNumberId, method, language) => succeed(`${id(phoneNumberId)}/request_code`, { code_method: method, language }),
    verifyCode: (phoneNumberId, code) => succeed(`${id(phoneNumberId)}/verify_code`, { code }),
    register: (phoneNumberId, pin) => succeed(`${id(phoneNumberId)}/register`, { messaging_product: 'whatsapp', pin }),
    deregister: (phoneNumberId) => succeed(`${id(phoneNumberId)}/deregister`, {}),
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
