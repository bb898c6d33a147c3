import { randomUUID } from 'node:crypto';
import { AUTOMATION_BASE, automationIdParams, automationInput, automationListResponse, automationView, createAutomationRequest, deletedResponse } from '@/api/contracts/automation';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import {
  checkAutomation,
  deleteAutomation,
  emptyAutomationDocument,
  insertAutomation,
  listAutomations,
  ownAutomation,
  parseAutomationDocument,
  setAutomationState,
  updateAutomation,
} from '../automations-repo';
import { routeFamily } from '../../platform/access/route-families';

const byId = `${AUTOMATION_BASE}/:id`;

/** The automation builder's calls: canvas automations per number, saved as drafts and published to run. */
export const automationRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'get',
    path: AUTOMATION_BASE,
    summary: "The account's automations, newest first: the number, the canvas document (triggers leading to actions) and the state.",
    response: automationListResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ automations: await listAutomations(ctx.db, caller.esme) }),
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'post',
    path: AUTOMATION_BASE,
    summary: "Saves a new automation as a DRAFT on one of the account's numbers: its document when given (a flow document of type `automation`), else an empty canvas with the run variables `message` and `phone` declared.",
    body: createAutomationRequest,
    response: automationView,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      const id = randomUUID();
      const doc = body.document ? parseAutomationDocument(body.document) : emptyAutomationDocument(id, body.name);
      await checkAutomation(ctx.db, caller.esme, body, doc, false);
      await insertAutomation(ctx.db, caller.esme, id, body, { ...doc, id, name: body.name }, caller.username, ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, id);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'get',
    path: byId,
    summary: 'One automation of the account, with its document.',
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => ownAutomation(ctx.db, caller.esme, params.id),
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'put',
    path: byId,
    summary: "Replaces an automation's name, number and document. A published one stays published, so its document must pass validation (templates APPROVED and without variables, chatbots the account's).",
    params: automationIdParams,
    body: automationInput,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params, body }) => {
      const stored = await ownAutomation(ctx.db, caller.esme, params.id);
      const doc = parseAutomationDocument(body.document);
      await checkAutomation(ctx.db, caller.esme, body, doc, stored.state === 'PUBLISHED');
      await updateAutomation(ctx.db, caller.esme, params.id, body, { ...doc, id: params.id, name: body.name }, ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'post',
    path: `${byId}/publish`,
    summary: "Publishes an automation: from now on the number's inbound messages walk its graph from the start trigger. The document must pass the engine's validation; each error is named in `fields` (`document.nodes.<i>.data.<field>`).",
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const stored = await ownAutomation(ctx.db, caller.esme, params.id);
      await checkAutomation(ctx.db, caller.esme, stored, parseAutomationDocument(stored.document), true);
      await setAutomationState(ctx.db, caller.esme, params.id, 'PUBLISHED', ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'post',
    path: `${byId}/unpublish`,
    summary: 'Takes an automation back to DRAFT: it stops answering, and runs waiting in it end; its run log stays.',
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      await ownAutomation(ctx.db, caller.esme, params.id);
      await setAutomationState(ctx.db, caller.esme, params.id, 'DRAFT', ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'delete',
    path: byId,
    summary: 'Deletes an automation and its run log.',
    params: automationIdParams,
    response: deletedResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      await ownAutomation(ctx.db, caller.esme, params.id);
      await deleteAutomation(ctx.db, caller.esme, params.id);
      return { deleted: true as const };
    },
  }),
];
