import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../platform/context';
import { ApiError } from '../platform/api-error';
import { reportsTokenState } from './reports-access';

/**
 * The reports application's pages: the built `reports.html` (a second entry of the console's build,
 * rendering the insights area's components) for a live access token, and a plain page saying the
 * link ended for any other, so an expired or revoked token never reaches a byte of data.
 */

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;

export const EXPIRED_PAGE = page(
  'Reports link expired',
  `<main><h1>This reports link has expired</h1>
<p>It ended when you signed out of the console, or its session expired. Open Reports again from the console's menu.</p>
<p lang="ar" dir="rtl">انتهت صلاحية رابط التقارير. افتح التقارير مرة أخرى من قائمة وحدة التحكم.</p>
<p lang="hi">रिपोर्ट का यह लिंक समाप्त हो गया है। कंसोल के मेनू से रिपोर्ट फिर से खोलें।</p></main>`,
);

const NOT_BUILT_PAGE = page('Reports not built', '<main><h1>The reports application is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></main>');

const templates = new Map<string, string>();

/** The built page with `<base href="/">`: it is served under the reports base, its files and fetches are relative to the site root. */
function builtPage(dir: string): string | undefined {
  const cached = templates.get(dir);
  if (cached) return cached;
  const file = join(dir, 'reports.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8').replace('<head>', '<head>\n    <base href="/">');
  templates.set(dir, html);
  return html;
}

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });

/**
 * The answer to one landing page for the `accesstoken` of its address. A refused token gets the
 * expired page when a browser asks for a page, and the API's JSON error for any other client.
 */
export async function reportsLandingAnswer(ctx: ServerContext, token: string | undefined, accept: string): Promise<Response> {
  const state = token ? await reportsTokenState(ctx.db, token, ctx.options.now()) : { live: false as const };
  if (!state.live) {
    if (accept.includes('text/html')) return html(EXPIRED_PAGE, 401);
    throw new ApiError('sessionExpired', 'This reports link has expired or was closed. Open Reports again from the console.');
  }
  const built = ctx.options.spaDir ? builtPage(ctx.options.spaDir) : undefined;
  return built ? html(built, 200) : html(NOT_BUILT_PAGE, 503);
}
