import {
  createWebhookRuleQuery,
  deleteWebhookRuleQuery,
  deleteWebhookRuleResponse,
  editWebhookRuleRequest,
  rotateSecretRequest,
  urlRulesRequest,
  urlRulesResponse,
  wabaNumbersRequest,
  wabaNumbersResponse,
  WEBHOOK_RULES_BASE,
  webhookRule,
  webhookRuleWithSecret,
  WEBHOOK_SECRET_GRACE_HOURS,
  webhookRuleFields,
  type WebhookRuleFields,
} from '@/api/contracts/webhook-rules';
import { ApiError } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { parseWith } from '../../platform/http/validation';
import { deleteRule, insertRule, listNumbers, listRules, ownNumber, ownRule, presentRule, presentRuleWithSecret, rotateSecret, updateRule } from '../rules-repo';
import { checkTargetUrl } from '../target-url';
import { routeFamily } from '../../platform/access/route-families';

/** The spec sends create's rule as JSON in the `request` query parameter; its fields are named as in the body of edit. */
function ruleFromQuery(text: string): WebhookRuleFields {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalidRequest', 'Invalid request.', { request: 'Not valid JSON' });
  }
  return parseWith(webhookRuleFields, value, 'request');
}

export const ruleRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/getWabaNumbers`,
    summary: "The account's WhatsApp numbers, each with how many webhook rules it has.",
    body: wabaNumbersRequest,
    response: wabaNumbersResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({
      numbers: (await listNumbers(ctx.db, caller.esme)).map((row) => ({
        wabaNumber: row.display_number,
        phoneNumberId: row.id,
        wabaId: row.waba_id,
        verifiedName: row.verified_name,
        rules: row.rules,
      })),
    }),
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/getUrlRules`,
    summary: "A number's webhook rules, oldest first, each with the last 4 characters of its signing secret (never the secret).",
    body: urlRulesRequest,
    response: urlRulesResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const number = await ownNumber(ctx.db, caller.esme, body.wabaNumber);
      return { rules: (await listRules(ctx.db, caller.esme, number.id)).map((row) => presentRule(row, ctx.options.now())) };
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/create`,
    summary: 'A new rule on a number, sent as JSON in the `request` query parameter (spec §7); answers it with its new secret, the only time the secret is sent.',
    query: createWebhookRuleQuery,
    response: webhookRuleWithSecret,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const fields = ruleFromQuery(query.request);
      if (fields.esmeaddr !== undefined && fields.esmeaddr !== caller.esme) throw new ApiError('accountMismatch', 'That account is not the one you are signed in to.');
      checkTargetUrl(fields.url);
      const number = await ownNumber(ctx.db, caller.esme, fields.wabaNumber);
      const id = await ctx.db.transaction((tx) => insertRule(tx, { esme: caller.esme, numberId: number.id, fields, actor: caller.username, at: ctx.options.now() }));
      return presentRuleWithSecret(await ownRule(ctx.db, caller.esme, id), ctx.options.now());
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/edit`,
    summary: 'Replaces every field of a rule (it may move to another of the account\'s numbers); the secret stays.',
    body: editWebhookRuleRequest,
    response: webhookRule,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      if (body.rule.esmeaddr !== undefined && body.rule.esmeaddr !== caller.esme) throw new ApiError('accountMismatch', 'That account is not the one you are signed in to.');
      await ownRule(ctx.db, caller.esme, body.ruleId);
      checkTargetUrl(body.rule.url);
      const number = await ownNumber(ctx.db, caller.esme, body.rule.wabaNumber);
      await ctx.db.transaction((tx) => updateRule(tx, { ruleId: body.ruleId, numberId: number.id, fields: body.rule, at: ctx.options.now() }));
      return presentRule(await ownRule(ctx.db, caller.esme, body.ruleId), ctx.options.now());
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'post',
    path: `${WEBHOOK_RULES_BASE}/rotateSecret`,
    summary: `Gives the rule a new secret and answers it with it, the only time it is sent. For ${WEBHOOK_SECRET_GRACE_HOURS} hours the secret it replaced still signs every delivery in X-Webhook-Signature-256-Previous (and encrypts a copy of an encrypted body), so the endpoint can switch without losing events.`,
    body: rotateSecretRequest,
    response: webhookRuleWithSecret,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      await ownRule(ctx.db, caller.esme, body.ruleId);
      const at = ctx.options.now();
      await rotateSecret(ctx.db, body.ruleId, at, new Date(at.getTime() + WEBHOOK_SECRET_GRACE_HOURS * 3600_000));
      return presentRuleWithSecret(await ownRule(ctx.db, caller.esme, body.ruleId), at);
    },
  }),
  defineRoute({
    ...routeFamily.webhooks,
    method: 'delete',
    path: `${WEBHOOK_RULES_BASE}/delete`,
    summary: 'Deletes a rule with its delivery log; with `eventCategory` (comma list) only takes those categories off it, deleting it when none is left.',
    query: deleteWebhookRuleQuery,
    response: deleteWebhookRuleResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const number = await ownNumber(ctx.db, caller.esme, query.wabaNumber);
      const rule = await ownRule(ctx.db, caller.esme, query.ruleId);
      if (rule.sender_number_id !== number.id) throw new ApiError('notFound', `That rule is not on ${query.wabaNumber}.`);
      const deleted = await deleteRule(ctx.db, rule, query.eventCategory, ctx.options.now());
      return { deleted, rule: deleted ? null : presentRule(await ownRule(ctx.db, caller.esme, rule.id), ctx.options.now()) };
    },
  }),
];
