import { syncTemplatesRequest, syncTemplatesResponse, WABA_BASE } from '@/api/contracts/whatsapp-waba';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { ownWaba } from '../../../messaging/templates/templates-repo';
import { providerOf } from '../../../channel/provider-answers';
import { syncWabaTemplates } from './template-sync';
import { routeFamily } from '../../../platform/access/route-families';

/**
 * Spec §7 syncTemplates: the template pages' "Sync templates". It sits with the WABA calls under the
 * sign-up base but opens to whoever manages templates, since that is the page that offers it.
 */
export const syncTemplatesRoute: AnyRoute = defineRoute({
  ...routeFamily.templates,
  method: 'post',
  path: `${WABA_BASE}/syncTemplates`,
  summary:
    "Pulls every template the provider holds for the WABA (those made in WhatsApp Manager or another tool too): new ones are stored with their status and quality, changed ones updated, the rest left as they are. Answers how many were added and updated.",
  body: syncTemplatesRequest,
  response: syncTemplatesResponse,
  errors: [400, 401, 403, 404, 429, 502],
  handle: async ({ ctx, caller, body }) => {
    await ownWaba(ctx.db, caller.esme, body.wabaId);
    return syncWabaTemplates(ctx.db, providerOf(ctx.templateProvider), { esme: caller.esme, wabaId: body.wabaId, actor: caller.username, at: ctx.options.now() });
  },
});
