import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import type { AppEnv } from './app-env';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto">
<h1>The console is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is up: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** Serves the built console from `dir` (`/` is its index.html); without a build, a page that says so. */
export function mountSpa(app: Hono<AppEnv>, dir: string, config: AppConfig, logger: Logger): void {
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn({ dir }, `No built console in ${dir}: run "npm run build". Serving the API and a placeholder page.`);
    app.get('/', (c) => c.html(NOT_BUILT_PAGE, 503));
    return;
  }
  // The config the server runs with, overrides included, is the one the browser gets.
  app.get('/assets/config/config.json', (c) => c.json(config));
  app.use('*', serveStatic({ root: dir }));
}
