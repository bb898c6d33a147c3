import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import { channelEventConsumers } from './channel-event-consumers';
import type { ChannelEventConsumer } from './channel/channel-event-consumer';
// The ports merged into ServerContext and ServerOptions (types only), filled here.
import './context-ports';
import type { ServerContext, ServerOptions } from './platform/context';
import { defaultServerOptions } from './default-server-options';
import type { Db } from './platform/db/db';
import type { TemplateProvider } from './messaging/templates/template-provider';
import type { AppEnv } from './platform/http/app-env';
import { limitBody, serverBodyLimit } from './platform/http/body-limits';
import { errorHandler, notFoundHandler } from './platform/http/error-handler';
import { mountRoutes } from './platform/http/mount-routes';
import { requestLog } from './platform/http/request-log';
import { securityHeaders } from './platform/http/security-headers';
import { mountSpa } from './platform/http/spa';
import { mountWebChat } from './chatbot/routes/web-chat-page';
import { readUnreadBody } from './platform/http/unread-body';
import { xsrf } from './platform/http/xsrf';
import { buildOpenApiDocument } from './openapi/build-document';
import { renderDocsPage } from './openapi/docs-page';
import { apiRoutes } from './api-routes';

export interface CreateAppInput {
  db: Db;
  config: AppConfig;
  logger: Logger;
  options?: Partial<ServerOptions>;
  templateProvider?: TemplateProvider;
  /** What follows a provider's stored events; the composed list unless a test adds its own. */
  eventConsumers?: readonly ChannelEventConsumer[];
}

/** The whole HTTP surface as a Hono app: tests call `app.request()`, main.ts hands `app.fetch` to Node. */
export function createApp({ db, config, logger, options, templateProvider, eventConsumers = channelEventConsumers }: CreateAppInput): Hono<AppEnv> {
  const ctx: ServerContext = { db, config, logger, options: { ...defaultServerOptions, ...options }, eventConsumers, ...(templateProvider ? { templateProvider } : {}) };
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(logger));
  app.use('*', readUnreadBody());
  app.use('*', securityHeaders(config));
  app.use('*', xsrf({ trustProxy: ctx.options.trustProxy }));
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', serverBodyLimit(apiRoutes, ctx.options.maxBodyBytes));
  app.use('/webhooks/*', limitBody(ctx.options.maxBodyBytes));

  mountRoutes(app, apiRoutes, ctx);
  const openApi = buildOpenApiDocument(apiRoutes);
  const docsPage = renderDocsPage(openApi);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(docsPage));
  app.all('/api/*', notFoundHandler);

  if (ctx.options.spaDir) {
    mountWebChat(app, ctx.options.spaDir, ctx);
    mountSpa(app, ctx.options.spaDir, ctx.config, logger);
  }
  app.notFound(notFoundHandler);
  app.onError(errorHandler(logger));
  return app;
}
