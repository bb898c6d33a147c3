import { z } from 'zod';
import { pwaProfile, pwaProfileListResponse, pwaProfileRequest, webAppManifest, type WebAppManifest } from '@/api/contracts/chatbot';
import { webChatPath } from '@/api/contracts/web-chat';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { findPwaProfileById, pwaProfilesRepo, type ResourceValues } from '../repo/account-resources';
import { findBot } from '../repo/bots';
import type { PwaProfileRow } from '../repo/rows';
import { presentRow, resourceRoutes } from './account-resources';
import { openToAnyone } from '../../platform/access/route-access';

const manifestPath = (id: string) => `/api/pwa/${id}/manifest.webmanifest`;

async function checkBot(q: Queryable, esme: number, values: ResourceValues<PwaProfileRow>) {
  if (!(await findBot(q, esme, values.bot_id))) throw new ApiError('invalidRequest', 'Invalid bot_id.', { bot_id: 'No such bot' });
}

/** The manifest of one profile: what a browser needs to offer "Install". */
export function profileManifest(row: PwaProfileRow): WebAppManifest {
  return {
    id: webChatPath(row.id),
    name: row.app_name,
    short_name: row.short_name,
    ...(row.welcome_text ? { description: row.welcome_text } : {}),
    start_url: webChatPath(row.id),
    scope: webChatPath(row.id),
    display: 'standalone',
    theme_color: row.theme_color,
    background_color: row.background_color,
    icons: [{ src: row.icon_url, sizes: 'any', purpose: 'any' }],
  };
}

const manifestRoute = defineRoute({
  method: 'get',
  path: '/api/pwa/:profileId/manifest.webmanifest',
  tag: 'Chatbot: PWA profiles',
  summary: "A profile's web app manifest (application/manifest+json), for browsers installing its web chat.",
  who: 'Anyone: browsers fetch manifests without credentials. The profile id is a random UUID.',
  access: openToAnyone,
  response: webAppManifest,
  contentType: 'application/manifest+json',
  errors: [404],
  async handle({ c, ctx }) {
    const params = z.object({ profileId: z.uuid() }).safeParse(c.req.param());
    const row = params.success ? await findPwaProfileById(ctx.db, params.data.profileId) : undefined;
    if (!row) throw notFound('No such PWA profile.');
    return profileManifest(row);
  },
});

export const pwaProfileRoutes: AnyRoute[] = [
  ...resourceRoutes({
    segment: 'pwa-profiles',
    listKey: 'profiles',
    noun: 'PWA profile',
    tag: 'Chatbot: PWA profiles',
    repo: pwaProfilesRepo,
    request: pwaProfileRequest,
    row: pwaProfile,
    list: pwaProfileListResponse,
    check: checkBot,
    present: (row) => ({ ...presentRow(row), manifest_url: manifestPath(row.id), chat_url: webChatPath(row.id) }),
  }),
  manifestRoute,
];
