import { randomUUID } from 'node:crypto';
import {
  AUTOMATION_BASE,
  automationIdParams,
  automationInput,
  automationListResponse,
  automationView,
  deletedResponse,
} from '@/api/contracts/automation';
import type { AnyRoute } from '../../http/route';
import { accountsRoute } from '../accounts/accounts-route';
import { checkAutomation, deleteAutomation, insertAutomation, listAutomations, ownAutomation, setAutomationState, updateAutomation } from './automations-repo';

const byId = `${AUTOMATION_BASE}/:id`;

/** The automation builder's calls: keyword automations per number, saved as drafts and published to run. */
export const automationRoutes: AnyRoute[] = [
  accountsRoute({
    method: 'get',
    path: AUTOMATION_BASE,
    need: 'automation',
    summary: "The account's automations, newest first: trigger (keyword on a number), actions and state.",
    response: automationListResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ automations: await listAutomations(ctx.db, caller.esme) }),
  }),
  accountsRoute({
    method: 'post',
    path: AUTOMATION_BASE,
    need: 'automation',
    summary: 'Saves a new automation as a DRAFT: a keyword (contains as a word, or equals; any case) on one of the account\'s numbers, then up to five actions in order.',
    body: automationInput,
    response: automationView,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      await checkAutomation(ctx.db, caller.esme, body, false);
      const id = randomUUID();
      await insertAutomation(ctx.db, caller.esme, id, body, caller.username, ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, id);
    },
  }),
  accountsRoute({
    method: 'get',
    path: byId,
    need: 'automation',
    summary: 'One automation of the account.',
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => ownAutomation(ctx.db, caller.esme, params.id),
  }),
  accountsRoute({
    method: 'put',
    path: byId,
    need: 'automation',
    summary: 'Replaces an automation\'s trigger and actions; a published one stays published, so its templates must be APPROVED.',
    params: automationIdParams,
    body: automationInput,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params, body }) => {
      const stored = await ownAutomation(ctx.db, caller.esme, params.id);
      await checkAutomation(ctx.db, caller.esme, body, stored.state === 'PUBLISHED');
      await updateAutomation(ctx.db, caller.esme, params.id, body, ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  accountsRoute({
    method: 'post',
    path: `${byId}/publish`,
    need: 'automation',
    summary: "Publishes an automation: from now on the number's inbound messages that fire its keyword run its actions. Every template must be APPROVED.",
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const stored = await ownAutomation(ctx.db, caller.esme, params.id);
      await checkAutomation(ctx.db, caller.esme, stored, true);
      await setAutomationState(ctx.db, caller.esme, params.id, 'PUBLISHED', ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  accountsRoute({
    method: 'post',
    path: `${byId}/unpublish`,
    need: 'automation',
    summary: 'Takes an automation back to DRAFT: it stops answering; its run log stays.',
    params: automationIdParams,
    response: automationView,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      await ownAutomation(ctx.db, caller.esme, params.id);
      await setAutomationState(ctx.db, caller.esme, params.id, 'DRAFT', ctx.options.now());
      return ownAutomation(ctx.db, caller.esme, params.id);
    },
  }),
  accountsRoute({
    method: 'delete',
    path: byId,
    need: 'automation',
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
