import { z } from 'zod';

/**
 * Building blocks shared by the chatbot contracts. Ids are server-made UUIDs; times are ISO 8601
 * strings; entity fields are snake_case like the rest of the console's rows.
 */

/** A row id (folder, bot, flow, intent, app, enterprise API, conversation). */
export const chatbotId = z.uuid();

/** Channels a bot talks on. */
export const botChannel = z.enum(['RCS', 'WHATSAPP']);
export type BotChannel = z.infer<typeof botChannel>;

/** A display name: trimmed, 1–100 characters. */
export const chatbotName = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

/** A header or parameter row, as the API and APP nodes of the flow editor keep them. */
export const keyValue = z.object({ key: z.string().max(200), value: z.string().max(4000) });
export type ChatbotKeyValue = z.infer<typeof keyValue>;

/** Request body types of the spec (§3). */
export const apiBodyType = z.enum(['raw', 'form_data', 'urlencoded']);
/** Access types of the spec (§3); `Private` calls get credentials from the server. */
export const apiAccess = z.enum(['Public', 'Private']);
export const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Spec §5 URL format: optional http/https, a domain or IPv4 address, optional port, path, query
 * and fragment. The same expression as the engine's `URL_FORMAT` (contracts may not import the engine).
 */
export const URL_FORMAT_CHECK =
  /^(https?:\/\/)?(((?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,})|((?:\d{1,3}\.){3}\d{1,3}))(:\d{1,5})?(\/[-a-z\d%_.~+@:]*)*(\?[;&a-z\d%_.~+=\-@:,]*)?(#[-a-z\d_/]*)?$/i;

/** A URL that passes the spec §5 format check; `{{variable}}` placeholders count as path text. */
export const checkedUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000)
  .refine((value) => URL_FORMAT_CHECK.test(value.replace(/\{\{\s*[^{}]+?\s*\}\}/g, 'x')), 'Not a valid URL');

/** Answer of every delete. */
export const deletedResponse = z.object({ deleted: chatbotId });
export type DeletedResponse = z.infer<typeof deletedResponse>;
