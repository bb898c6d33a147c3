import { ProviderError } from '../../../channel/channel';
import { bearerJson, readProviderJson, requestProvider } from '../provider-request';
import { retryAfterOf } from '../retry-after';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { graphErrorBody, sendMessageResponse, type SendButtonsRequest, type SendMarketingMessageRequest, type SendMessageResponse, type SendTemplateRequest, type SendTextRequest } from './cloud-api-types';
import {
  createTemplateResponse,
  successResponse,
  templateListFields,
  templateListResponse,
  type CreateTemplateResponse,
  type ProviderTemplate,
  type TemplateListResponse,
} from './template-management-types';
import { phoneNumberFields, phoneNumberListResponse, type ProviderPhoneNumber } from './phone-number-types';
import type { TokenTarget } from './waba-tokens';
import { z } from 'zod';
import { creditAttachResponse, providerWaba, wabaFields, type CallingSettings, type CreditAttachResponse, type ProviderWaba } from './waba-account-types';

export interface CloudApiClientOptions {
  /** `https://graph.facebook.com` in production, the sandbox's loopback address otherwise. */
  baseUrl: string;
  /** `v18.0`: config.json's graphApiVersion. */
  graphApiVersion: string;
  /** The system user's token: every call's, unless `tokenFor` has the WABA's own. */
  accessToken: string;
  /** A signed-up WABA's business token for the object a call acts on (waba-tokens.ts). */
  tokenFor?: (target: TokenTarget) => Promise<string | null>;
  /** Injected for tests; the platform's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CloudApiClient {
  sendTemplate(phoneNumberId: string, request: SendTemplateRequest): Promise<SendMessageResponse>;
  /** A marketing template through Marketing Messages Lite, for a number whose WABA is onboarded to it. */
  sendMarketingMessage(phoneNumberId: string, request: SendMarketingMessageRequest): Promise<SendMessageResponse>;
  /** A free-form text, inside the customer's 24-hour window only. */
  sendText(phoneNumberId: string, request: SendTextRequest): Promise<SendMessageResponse>;
  /** Reply buttons (up to 3), inside the customer's 24-hour window only. */
  sendButtons(phoneNumberId: string, request: SendButtonsRequest): Promise<SendMessageResponse>;
  /** Submits a template for review; it starts PENDING and its verdict arrives by webhook. */
  createTemplate(wabaId: string, template: TemplateContent): Promise<CreateTemplateResponse>;
  /** Replaces an existing template's components (and category), which sends it back to review. */
  editTemplate(templateId: string, change: Pick<TemplateContent, 'components'> & { category?: TemplateContent['category'] }): Promise<void>;
  /** One page, newest first; pass the previous page's `paging.cursors.after` to go on; `name` narrows it (Meta matches a part of the name). */
  listTemplates(wabaId: string, page?: { limit?: number; after?: string; name?: string }): Promise<TemplateListResponse>;
  /** The WABA's template of exactly this name and language, if the provider has it. */
  findTemplate(wabaId: string, name: string, language: string): Promise<ProviderTemplate | undefined>;
  /** Every template of the WABA, following the cursors to the end. */
  listAllTemplates(wabaId: string): Promise<ProviderTemplate[]>;
  /** Without `hsmId` every language of the name goes; with it, only that one. */
  deleteTemplate(wabaId: string, name: string, hsmId?: string): Promise<void>;
  /** Every phone number of the WABA with its name, status, quality, tier and throughput, following the cursors. */
  listPhoneNumbers(wabaId: string): Promise<ProviderPhoneNumber[]>;
  /** Subscribes our app to the WABA's webhooks; with `override`, Meta sends them to that callback once it answers Meta's verification. */
  subscribeApp(wabaId: string, override?: { callbackUri: string; verifyToken: string }): Promise<void>;
  /** One number's own webhook callback (Meta's `webhook_configuration`), which wins over its WABA's; null removes it. */
  overrideNumberCallback(phoneNumberId: string, override: { callbackUri: string; verifyToken: string } | null): Promise<void>;
  /** Gives our system user the WABA with MANAGE; sent with the WABA's own business token, which `tokenFor` finds. */
  assignSystemUser(wabaId: string, systemUserId: string): Promise<void>;
  /** A file for messages from this number (`POST /{phone-number-id}/media`); answers Meta's media id. */
  uploadMedia(phoneNumberId: string, file: { bytes: Uint8Array; mimeType: string; fileName: string }): Promise<string>;
  /** The WABA's name, review status and currency: addWabaID reads a WABA our system user already reaches. */
  getWaba(wabaId: string): Promise<ProviderWaba>;
  /** A number's voice calling (`POST /{phone-number-id}/settings` with `calling`). */
  updateCallingSettings(phoneNumberId: string, calling: CallingSettings): Promise<void>;
  /** Shares our credit line with the WABA and attaches it as its payment method, in `currency`; always with the system user's token, which alone holds the line. */
  attachCreditLine(creditLineId: string, wabaId: string, currency: string): Promise<CreditAttachResponse>;
}

const mediaUploadAnswer = z.object({ id: z.string().min(1) });

/**
 * Codes after which the same request may be sent again later: throughput (130429), the 6-second pair
 * limit (131056, a second campaign reaching the same person), Graph's own rate limits (4, 80007) and
 * its transient failures (1, 2, 131000).
 */
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131056]);

export function isRetryableProviderCode(code: number, httpStatus?: number): boolean {
  return retryableCodes.has(code) || (httpStatus !== undefined && httpStatus >= 500);
}

export function createCloudApiClient(options: CloudApiClientOptions): CloudApiClient {
  const doFetch = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.graphApiVersion}`;

  /** `target` null: the system user's own call (our credit line), never a WABA's business token. */
  async function call(method: 'GET' | 'POST' | 'DELETE', target: TokenTarget | null, path: string, body?: unknown): Promise<unknown> {
    const token = (target && (await options.tokenFor?.(target))) ?? options.accessToken;
    const timeoutMs = options.timeoutMs ?? 15_000;
    // A file goes as multipart, which fetch frames itself from the FormData.
    const init = body instanceof FormData ? { method, headers: { authorization: `Bearer ${token}` }, body, timeoutMs } : bearerJson(token, method, body, timeoutMs);
    const response = await requestProvider(doFetch, `${root}/${path}`, init);
    const json = await readProviderJson(response);
    if (response.ok) return json;
    const retryAfterMs = retryAfterOf(response.headers.get('retry-after'), Date.now());
    const graph = graphErrorBody.safeParse(json);
    if (!graph.success) {
      throw new ProviderError(response.status, `HTTP ${response.status} without a Graph error body`, response.status >= 500 || response.status === 429, retryAfterMs);
    }
    const { code, message, error_data } = graph.data.error;
    const title = error_data?.details ? `${message}: ${error_data.details}` : message;
    throw new ProviderError(code, title, isRetryableProviderCode(code, response.status), retryAfterMs);
  }

  function expect<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, json: unknown, what: string): T {
    const answer = schema.safeParse(json);
    if (!answer.success) throw new ProviderError(0, `The provider's answer to ${what} has an unexpected shape`, false);
    return answer.data;
  }

  async function sendMessage(phoneNumberId: string, request: SendTemplateRequest | SendMarketingMessageRequest | SendTextRequest | SendButtonsRequest, path: 'messages' | 'marketing_messages' = 'messages') {
    const json = await call('POST', { phoneNumberId }, `${encodeURIComponent(phoneNumberId)}/${path}`, request);
    const answer = sendMessageResponse.safeParse(json);
    // The provider took the message, so resending could deliver it twice: not retryable.
    if (!answer.success) throw new ProviderError(0, 'The provider accepted the request but its answer has no message id', false);
    return answer.data;
  }

  const client: CloudApiClient = {
    sendTemplate: (phoneNumberId, request) => sendMessage(phoneNumberId, request),
    sendMarketingMessage: (phoneNumberId, request) => sendMessage(phoneNumberId, request, 'marketing_messages'),
    sendText: (phoneNumberId, request) => sendMessage(phoneNumberId, request),
    sendButtons: (phoneNumberId, request) => sendMessage(phoneNumberId, request),
    async createTemplate(wabaId, template) {
      const json = await call('POST', { wabaId }, `${encodeURIComponent(wabaId)}/message_templates`, template);
      return expect(createTemplateResponse, json, 'a template creation');
    },
    async editTemplate(templateId, change) {
      expect(successResponse, await call('POST', { templateId }, encodeURIComponent(templateId), change), 'a template edit');
    },
    async listTemplates(wabaId, page = {}) {
      const query = new URLSearchParams({ fields: templateListFields.join(','), limit: String(page.limit ?? 100) });
      if (page.after) query.set('after', page.after);
      if (page.name) query.set('name', page.name);
      const json = await call('GET', { wabaId }, `${encodeURIComponent(wabaId)}/message_templates?${query.toString()}`);
      return expect(templateListResponse, json, 'a template list');
    },
    async listAllTemplates(wabaId) {
      const all: ProviderTemplate[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await client.listTemplates(wabaId, after ? { after } : {});
        all.push(...page.data);
        // Meta leaves `next` out on the last page; the cursor alone would loop forever.
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
        if (!after || page.data.length === 0) return all;
      }
    },
    async findTemplate(wabaId, name, language) {
      // Meta's name filter matches parts of names, so the one asked for may be on a later page.
      let after: string | undefined;
      for (;;) {
        const page = await client.listTemplates(wabaId, { name, ...(after ? { after } : {}) });
        const found = page.data.find((template) => template.name === name && template.language === language);
        if (found) return found;
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
        if (!after || page.data.length === 0) return undefined;
      }
    },
    async deleteTemplate(wabaId, name, hsmId) {
      const query = new URLSearchParams({ name, ...(hsmId ? { hsm_id: hsmId } : {}) });
      expect(successResponse, await call('DELETE', { wabaId }, `${encodeURIComponent(wabaId)}/message_templates?${query.toString()}`), 'a template deletion');
    },
    async subscribeApp(wabaId, override) {
      const body = override ? { override_callback_uri: override.callbackUri, verify_token: override.verifyToken } : undefined;
      expect(successResponse, await call('POST', { wabaId }, `${encodeURIComponent(wabaId)}/subscribed_apps`, body), 'a webhook subscription');
    },
    async overrideNumberCallback(phoneNumberId, override) {
      // Meta's file: override_callback_uri "can be empty string", which removes the number's override.
      const webhook_configuration = override ? { override_callback_uri: override.callbackUri, verify_token: override.verifyToken } : { override_callback_uri: '' };
      expect(successResponse, await call('POST', { phoneNumberId }, encodeURIComponent(phoneNumberId), { webhook_configuration }), "a number's webhook override");
    },
    async assignSystemUser(wabaId, systemUserId) {
      const query = new URLSearchParams({ user: systemUserId, tasks: "['MANAGE']" });
      expect(successResponse, await call('POST', { wabaId }, `${encodeURIComponent(wabaId)}/assigned_users?${query.toString()}`), 'a system user assignment');
    },
    async uploadMedia(phoneNumberId, file) {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', file.mimeType);
      form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
      const json = await call('POST', { phoneNumberId }, `${encodeURIComponent(phoneNumberId)}/media`, form);
      return expect(mediaUploadAnswer, json, 'a media upload').id;
    },
    async getWaba(wabaId) {
      const query = new URLSearchParams({ fields: wabaFields.join(',') });
      return expect(providerWaba, await call('GET', { wabaId }, `${encodeURIComponent(wabaId)}?${query.toString()}`), 'a WABA read');
    },
    async updateCallingSettings(phoneNumberId, calling) {
      expect(successResponse, await call('POST', { phoneNumberId }, `${encodeURIComponent(phoneNumberId)}/settings`, { calling }), 'a calling settings change');
    },
    async attachCreditLine(creditLineId, wabaId, currency) {
      const query = new URLSearchParams({ waba_id: wabaId, waba_currency: currency });
      const json = await call('POST', null, `${encodeURIComponent(creditLineId)}/whatsapp_credit_sharing_and_attach?${query.toString()}`);
      return expect(creditAttachResponse, json, 'a credit line attachment');
    },
    async listPhoneNumbers(wabaId) {
      const all: ProviderPhoneNumber[] = [];
      let after: string | undefined;
      for (;;) {
        const query = new URLSearchParams({ fields: phoneNumberFields.join(','), limit: '100', ...(after ? { after } : {}) });
        const page = expect(phoneNumberListResponse, await call('GET', { wabaId }, `${encodeURIComponent(wabaId)}/phone_numbers?${query.toString()}`), 'a phone number list');
        all.push(...page.data);
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
        if (!after || page.data.length === 0) return all;
      }
    },
  };
  return client;
}
