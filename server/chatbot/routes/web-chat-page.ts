import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { z } from 'zod';
import { WEB_CHAT_PROFILE_ELEMENT_ID, webChatPath, type WebChatProfile } from '@/api/contracts/web-chat';
import type { ServerContext } from '../../platform/context';
import { findPwaProfileById } from '../repo/account-resources';
import type { PwaProfileRow } from '../repo/rows';
import type { AppEnv } from '../../platform/http/app-env';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a `<script>` element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chat not found</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>This chat does not exist</h1><p>The address may be mistyped, or the chat was removed.</p>
</body></html>`;

/**
 * The service worker of every web chat. Chromium offers "Install" for pages controlled by a worker
 * that handles fetches; nothing is cached because every message needs the server anyway, and a
 * cached page would hide a new build of the chat behind a stale copy.
 */
const SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => event.respondWith(fetch(event.request)));
`;

/** The built `webchat.html` with what a browser needs before any script runs: title, manifest, theme colour, profile. */
export function renderWebChatPage(template: string, row: PwaProfileRow): string {
  const profile: WebChatProfile = { id: row.id, app_name: row.app_name, theme_color: row.theme_color, welcome_text: row.welcome_text };
  const head = [
    `<link rel="manifest" href="/api/pwa/${row.id}/manifest.webmanifest">`,
    `<meta name="theme-color" content="${escapeHtml(row.theme_color)}">`,
    `<link rel="apple-touch-icon" href="${escapeHtml(row.icon_url)}">`,
    `<script type="application/json" id="${WEB_CHAT_PROFILE_ELEMENT_ID}">${scriptJson(profile)}</script>`,
  ].join('\n    ');
  return template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(row.app_name)}</title>\n    ${head}`);
}

/**
 * Serves each PWA profile's web chat at `/pwa/<profileId>/` (the manifest's `start_url`) from the
 * built `webchat.html`, and its service worker beside it so that the worker's scope is the page's.
 */
export function mountWebChat(app: Hono<AppEnv>, dir: string, ctx: ServerContext): void {
  const file = join(dir, 'webchat.html');
  if (!existsSync(file)) {
    ctx.logger.warn({ file }, 'No built web chat page: /pwa/<profileId>/ answers 404 until "npm run build".');
    return;
  }
  const template = readFileSync(file, 'utf8');
  const profileOf = async (id: string | undefined) => {
    const parsed = z.uuid().safeParse(id);
    return parsed.success ? findPwaProfileById(ctx.db, parsed.data) : undefined;
  };

  app.get('/pwa/:profileId', (c) => c.redirect(webChatPath(c.req.param('profileId')), 301));
  app.get('/pwa/:profileId/', async (c) => {
    const row = await profileOf(c.req.param('profileId'));
    if (!row) return c.html(NOT_FOUND_PAGE, 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(renderWebChatPage(template, row));
  });
  app.get('/pwa/:profileId/sw.js', async (c) => {
    if (!(await profileOf(c.req.param('profileId')))) return c.text('Not found', 404);
    return c.body(SERVICE_WORKER, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
}
