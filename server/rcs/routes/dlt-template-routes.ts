import { dltTemplatesRequest, dltTemplatesResponse } from '@/api/contracts/dlt-templates';
import { RCS_CAMPAIGNS_PATH } from '@/api/contracts/rcs-campaigns';
import { badFields } from '../../messaging/campaigns/draft-rules';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { foreignSmsSenderIds, listDltTemplates } from '../../messaging/rcs-campaigns/dlt-templates-repo';
import { routeFamily } from '../../platform/access/route-families';

export const dltTemplateRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_CAMPAIGNS_PATH}/getdlttemplate`,
    summary: "The DLT templates (India's TRAI registry) of the account's SMS sender ids: id, header, name, type and the registered text with its {#var#} variables. A sender id that is not the account's is a 400 naming it.",
    body: dltTemplatesRequest,
    response: dltTemplatesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, body }) => {
      const foreign = new Set(await foreignSmsSenderIds(ctx.db, caller.esme, body.senderIds));
      const fields = Object.fromEntries(body.senderIds.flatMap((id, index) => (foreign.has(id) ? [[`senderIds.${index}`, 'Not an SMS sender id of this account']] : [])));
      if (Object.keys(fields).length) throw badFields(fields);
      return { templates: await listDltTemplates(ctx.db, caller.esme, body.senderIds) };
    },
  }),
];
