import { z } from 'zod';
import { apiAccess, apiBodyType, chatbotId, chatbotName, checkedUrl, httpMethod, keyValue } from './chatbot-common';

/**
 * Account-wide chatbot resources under `/api/bot/`: intents, apps and enterprise APIs. Each has
 * GET `<name>` (list, name order), POST `<name>` (create, answers the row), PUT `<name>/:id`
 * (replace, answers the row) and DELETE `<name>/:id` (`deletedResponse`). Names are unique per
 * account and kind (409 `name_taken`).
 */

const stamps = { id: chatbotId, created_on: z.string(), updated_on: z.string() };

/** POST/PUT intents. */
export const intentRequest = z.object({
  name: chatbotName,
  phrases: z.array(z.string().trim().min(1).max(500)).max(500).default([]),
  response: z.string().trim().max(4000).default(''),
});
export type IntentRequest = z.input<typeof intentRequest>;
export const intent = z.object({ ...stamps, name: z.string(), phrases: z.array(z.string()), response: z.string() });
export type Intent = z.infer<typeof intent>;
export const intentListResponse = z.object({ intents: z.array(intent) });

/** POST/PUT apps: an external app a flow's APP node hands the conversation to. */
export const appRequest = z.object({
  name: chatbotName,
  description: z.string().trim().max(1000).default(''),
  callback_url: checkedUrl,
  params: z.array(keyValue).max(100).default([]),
});
export type AppRequest = z.input<typeof appRequest>;
export const chatbotApp = z.object({ ...stamps, name: z.string(), description: z.string(), callback_url: z.string(), params: z.array(keyValue) });
export type ChatbotApp = z.infer<typeof chatbotApp>;
export const appListResponse = z.object({ apps: z.array(chatbotApp) });

/** POST/PUT enterpriseapi: a reusable endpoint for API nodes. `url` passes the spec §5 URL check. */
export const enterpriseApiRequest = z.object({
  name: chatbotName,
  method: httpMethod,
  url: checkedUrl,
  headers: z.array(keyValue).max(100).default([]),
  body_type: apiBodyType.default('raw'),
  body: z.string().max(100_000).default(''),
  access: apiAccess.default('Public'),
  response_sample: z.string().max(100_000).default(''),
});
export type EnterpriseApiRequest = z.input<typeof enterpriseApiRequest>;
export const enterpriseApi = z.object({
  ...stamps,
  name: z.string(),
  method: httpMethod,
  url: z.string(),
  headers: z.array(keyValue),
  body_type: apiBodyType,
  body: z.string(),
  access: apiAccess,
  response_sample: z.string(),
});
export type EnterpriseApi = z.infer<typeof enterpriseApi>;
export const enterpriseApiListResponse = z.object({ apis: z.array(enterpriseApi) });

/**
 * POST enterpriseapi/test: performs the request through the server's outbound proxy. For
 * `form_data` and `urlencoded`, `body` holds `key=value` lines (one per line). A URL without
 * scheme gets `https://`. Refusals come back as 4xx `outboundErrorBody`.
 */
export const apiTestRequest = z.object({
  method: httpMethod,
  url: checkedUrl,
  headers: z.array(keyValue).max(100).default([]),
  body_type: apiBodyType.default('raw'),
  body: z.string().max(100_000).default(''),
});
export type ApiTestRequest = z.input<typeof apiTestRequest>;
export const apiTestResponse = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  /** The response as text, cut at the size limit (1 MiB by default). */
  body: z.string(),
  truncated: z.boolean(),
  durationMs: z.number().int().nonnegative(),
});
export type ApiTestResponse = z.infer<typeof apiTestResponse>;
