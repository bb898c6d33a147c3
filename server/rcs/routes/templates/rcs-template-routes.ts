import {
  RCS_TEMPLATE_BASE,
  rcsTemplateDeleteRequest,
  rcsTemplateDeleteResponse,
  rcsTemplateExistsQuery,
  rcsTemplateExistsResponse,
  rcsTemplateFetchRequest,
  rcsTemplateListResponse,
  rcsTemplateSaveRequest,
  rcsTemplateSyncRequest,
  rcsTemplateSyncResponse,
  rcsTemplateUpdateRequest,
  storedRcsTemplate,
} from '@/api/contracts/rcs-template-api';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { syncBotTemplates } from '../../services/bot-syncup';
import { ownRcsSender } from '../../rcs-senders-repo';
import { assertRbmRules, deleteRcsTemplate, insertRcsTemplate, listRcsTemplates, rcsTemplateById, rcsTemplateByName, updateRcsTemplate } from '../../rcs-templates-repo';
import { routeFamily } from '../../../platform/access/route-families';

export const rcsTemplateRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_TEMPLATE_BASE}/save`,
    summary: 'Saves a new RCS template for one of the account\'s agents, every RBM limit checked first (400 naming `template.<path>`); a name the agent already has in that language is a 409.',
    body: rcsTemplateSaveRequest,
    response: storedRcsTemplate,
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, body }) => {
      assertRbmRules(body.template);
      return ctx.db.transaction(async (tx) => {
        await ownRcsSender(tx, caller.esme, body.senderId);
        return insertRcsTemplate(tx, { esme: caller.esme, senderId: body.senderId, language: body.language, template: body.template, actor: caller.username, at: ctx.options.now() });
      });
    },
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_TEMPLATE_BASE}/fetchTemplates`,
    summary: "An agent's RCS templates, last changed first; with `templateId`, that one template alone (404 when the agent has no such template).",
    body: rcsTemplateFetchRequest,
    response: rcsTemplateListResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      await ownRcsSender(ctx.db, caller.esme, body.senderId);
      if (body.templateId !== undefined) return { templates: [await rcsTemplateById(ctx.db, caller.esme, body.senderId, body.templateId)] };
      return { templates: await listRcsTemplates(ctx.db, caller.esme, body.senderId) };
    },
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'get',
    path: `${RCS_TEMPLATE_BASE}/checkExistsTemplate`,
    summary: 'Whether the agent already has a template of this name and language (the builder warns before saving).',
    query: rcsTemplateExistsQuery,
    response: rcsTemplateExistsResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      await ownRcsSender(ctx.db, caller.esme, query.senderId);
      const found = await rcsTemplateByName(ctx.db, caller.esme, query.senderId, query.templateName, query.language);
      return { exists: !!found, templateId: found?.templateId ?? null };
    },
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'put',
    path: `${RCS_TEMPLATE_BASE}/update`,
    summary: 'Replaces a template of the agent, checked as on save; renaming onto another template of the agent is a 409.',
    body: rcsTemplateUpdateRequest,
    response: storedRcsTemplate,
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, body }) => {
      assertRbmRules(body.template);
      return ctx.db.transaction(async (tx) => {
        await ownRcsSender(tx, caller.esme, body.senderId);
        return updateRcsTemplate(tx, body.templateId, { esme: caller.esme, senderId: body.senderId, language: body.language, template: body.template, actor: caller.username, at: ctx.options.now() });
      });
    },
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_TEMPLATE_BASE}/delete`,
    summary: 'Deletes a template of the agent; campaigns already made keep the content they were given.',
    body: rcsTemplateDeleteRequest,
    response: rcsTemplateDeleteResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      await ownRcsSender(ctx.db, caller.esme, body.senderId);
      await deleteRcsTemplate(ctx.db, caller.esme, body.senderId, body.templateId);
      return { deleted: true as const, templateId: body.templateId };
    },
  }),
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_TEMPLATE_BASE}/syncup`,
    summary: "Brings each message node of an RCS bot's flows in as a template `<bot>_<node>` of an agent (the account's first when `senderId` is absent); rule-breaking nodes are listed in `skipped`.",
    body: rcsTemplateSyncRequest,
    response: rcsTemplateSyncResponse,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) =>
      ctx.db.transaction((tx) => syncBotTemplates(tx, { esme: caller.esme, botId: body.botId, senderId: body.senderId, actor: caller.username, at: ctx.options.now() })),
  }),
];
