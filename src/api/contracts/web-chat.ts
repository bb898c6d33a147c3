/**
 * What the public web chat page shares with the server, in a file without zod so that the page
 * (a stranger's phone, often a first visit) does not load the schema library.
 */

/** Longest text a visitor may send in one message; the composer stops typing there too. */
export const WEB_CHAT_TEXT_MAX = 1000;

/** The profile as the server writes it into the page (`<script type="application/json" id="web-chat-profile">`). */
export interface WebChatProfile {
  id: string;
  app_name: string;
  theme_color: string;
  welcome_text: string;
}

export const WEB_CHAT_PROFILE_ELEMENT_ID = 'web-chat-profile';

/** `/pwa/<profileId>/`: the page, the manifest's `start_url` and `scope`, and the service worker's scope. */
export const webChatPath = (profileId: string) => `/pwa/${profileId}/`;
