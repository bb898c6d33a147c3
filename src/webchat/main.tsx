import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WEB_CHAT_PROFILE_ELEMENT_ID, webChatPath, type WebChatProfile } from '@/api/contracts/web-chat';
import { parseWithoutEval } from '@/api/zod-without-eval';
import { conversationIdFor } from './conversation-id';
import { WebChat } from './web-chat';
import { initWebChatI18n } from './web-chat-i18n';
import './web-chat.css';

/** The profile the server wrote into the page (server/chatbot/routes/web-chat-page.ts). */
function readProfile(): WebChatProfile {
  const text = document.getElementById(WEB_CHAT_PROFILE_ELEMENT_ID)?.textContent;
  if (!text) throw new Error('This page was not served for a chat profile.');
  return JSON.parse(text) as WebChatProfile;
}

async function start() {
  parseWithoutEval();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from webchat.html');
  const profile = readProfile();
  if ('serviceWorker' in navigator) {
    // Installability only (see the worker's comment); the chat works without it.
    navigator.serviceWorker.register(`${webChatPath(profile.id)}sw.js`, { scope: webChatPath(profile.id) }).catch((error: unknown) => console.warn('Service worker not registered', error));
  }
  await initWebChatI18n();
  createRoot(root).render(
    <StrictMode>
      <WebChat profile={profile} conversationId={conversationIdFor(profile.id)} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The chat could not start: ${error instanceof Error ? error.message : String(error)}`;
});
