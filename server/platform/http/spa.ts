import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import type { AppEnv } from './app-env';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto">
<h1>The console is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is up: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/**
 * Vite names what it emits into `assets/` after the file's content (`name-Hash8.js`): a changed file has a
 * new address, so the browser may keep it for good and reuse its compiled code in every new tab. Files
 * copied from `public/` (language files, images, config) sit in folders under `assets/` and keep their names.
 */
const CONTENT_HASHED = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;
export const KEPT_FOR_GOOD = 'public, max-age=31536000, immutable';
/** Everything else may be kept but is asked about again on each use: a deploy shows at the next load. */
export const ASKED_AGAIN = 'no-cache';

const contentHashed = (c: Context) => CONTENT_HASHED.test(c.req.path);

/**
 * How long the browser may keep each file of the build; what it must ask about again gets an ETag, so an
 * unchanged file answers 304 without its body. Set on the answer, as serveStatic builds its own.
 */
function cachedAsBuilt() {
  // A 304 still hands out the XSRF cookie: a browser whose session cookies are gone keeps its cached page.
  const tagged = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'set-cookie'] });
  const keep = (c: Context, policy: string) => {
    if (c.res.ok) c.res.headers.set('Cache-Control', policy);
  };
  return async (c: Context<AppEnv>, next: Next) => {
    if (!contentHashed(c)) {
      return tagged(c, async () => {
        await next();
        keep(c, ASKED_AGAIN);
      });
    }
    await next();
    keep(c, KEPT_FOR_GOOD);
  };
}

/** Serves the built console from `dir` (`/` is its index.html); without a build, a page that says so. */
export function mountSpa(app: Hono<AppEnv>, dir: string, config: AppConfig, logger: Logger): void {
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn({ dir }, `No built console in ${dir}: run "npm run build". Serving the API and a placeholder page.`);
    app.get('/', (c) => c.html(NOT_BUILT_PAGE, 503));
    return;
  }
  app.use('*', cachedAsBuilt());
  // The config the server runs with, overrides included, is the one the browser gets.
  app.get('/assets/config/config.json', (c) => c.json(config));
  app.use('*', serveStatic({ root: dir }));
}
