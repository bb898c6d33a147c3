import { z } from 'zod';
import { chatbotId, chatbotName } from './chatbot-common';
import { botMessageJson, conversationLanguageTag } from './chatbot-runtime';
import { WEB_CHAT_TEXT_MAX } from './web-chat';

export { WEB_CHAT_TEXT_MAX };

/**
 * PWA profiles (spec §2 `settings`, "PWA Profiles"): a bot published as an installable web chat.
 * CRUD under `/api/bot/pwa-profiles` like the other account resources (names unique per account,
 * 409 `name_taken`); the server serves each profile's web app manifest at
 * `GET /api/pwa/:profileId/manifest.webmanifest`. docs/pwa-profiles.md explains the choices.
 */

/** `#rrggbb`, the form a colour input gives and every browser reads in a manifest. */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'A colour as #rrggbb')
  .transform((value) => value.toLowerCase());

/** An absolute http(s) address: the icon is fetched by the browser that installs the app. */
export const iconUrl = z.url({ protocol: /^https?$/, error: 'An http or https address' }).max(2000);

/** Chrome shows up to 12 characters of a short name under a home-screen icon, and about 45 of a name. */
export const PWA_SHORT_NAME_MAX = 12;
export const PWA_APP_NAME_MAX = 45;

/** POST/PUT pwa-profiles. */
export const pwaProfileRequest = z.object({
  name: chatbotName,
  bot_id: chatbotId,
  app_name: z.string().trim().min(1, 'Required').max(PWA_APP_NAME_MAX, `At most ${PWA_APP_NAME_MAX} characters`),
  short_name: z.string().trim().min(1, 'Required').max(PWA_SHORT_NAME_MAX, `At most ${PWA_SHORT_NAME_MAX} characters`),
  theme_color: hexColour,
  background_color: hexColour,
  icon_url: iconUrl,
  welcome_text: z.string().trim().max(1000, 'At most 1000 characters').default(''),
});
export type PwaProfileRequest = z.input<typeof pwaProfileRequest>;

export const pwaProfile = z.object({
  id: chatbotId,
  name: z.string(),
  bot_id: chatbotId,
  app_name: z.string(),
  short_name: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icon_url: z.string(),
  welcome_text: z.string(),
  /** Where the manifest is served, relative to the console's origin. */
  manifest_url: z.string(),
  /** The web chat page the manifest installs (`/pwa/<id>/`), relative to the console's origin. */
  chat_url: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type PwaProfile = z.infer<typeof pwaProfile>;
export const pwaProfileListResponse = z.object({ profiles: z.array(pwaProfile) });

/** The served web app manifest (W3C Web Application Manifest), the members we set. */
export const webAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string().optional(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string() })),
});
export type WebAppManifest = z.infer<typeof webAppManifest>;

/**
 * POST /api/pwa/:profileId/messages (public: no session, no token, no XSRF). The browser makes the
 * conversation id (a random UUID kept in localStorage) and sends exactly one of `start` (open the
 * chat), `text` (typed) or `postback` (a tapped suggestion chip).
 */
export const webChatMessageRequest = z
  .object({
    conversation_id: z.uuid('A UUID made by the browser'),
    start: z.literal(true).optional(),
    text: z.string().trim().min(1, 'Required').max(WEB_CHAT_TEXT_MAX, `At most ${WEB_CHAT_TEXT_MAX} characters`).optional(),
    postback: z.string().min(1, 'Required').max(200, 'At most 200 characters').optional(),
    /** The visitor's browser language, sent with `start`: the conversation's language. */
    language: conversationLanguageTag.optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.start, body.text, body.postback].filter((value) => value !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Send exactly one of start, text or postback' });
  });
export type WebChatMessageRequest = z.input<typeof webChatMessageRequest>;

/** GET the bot's replies of a web chat after turn `after`: what the server sent by itself (an idle timeout) while nobody asked. */
export const webChatRepliesQuery = z.object({
  conversation_id: z.uuid('A UUID made by the browser'),
  // Turns are counted in a 32-bit column: a larger `after` answered 500 rather than "nothing yet".
  after: z.coerce.number().int('A whole number').min(0, 'At least 0').max(2_147_483_647, 'At most 2147483647'),
});
export const webChatRepliesResponse = z.object({
  turns: z.array(z.object({ turn: z.number().int().min(1), messages: z.array(botMessageJson) })),
  ended: z.boolean(),
});
export type WebChatRepliesResponse = z.infer<typeof webChatRepliesResponse>;
