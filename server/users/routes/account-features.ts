import { ACCOUNT_FEATURES_PATH, accountFeaturesQuery, accountFeaturesResponse, FEATURE_PATH, featureParams, featureQuery, featureResponse, REPORTS_ON_AWS, setAccountFeatureRequest } from '@/api/contracts/account-features';
import { RCS_ESME_WABA_INFO_PATH, rcsEsmeWabaInfoQuery, rcsEsmeWabaInfoResponse } from '@/api/contracts/account-ids';
import { routeRules } from '../../platform/access/route-rules';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { accountFeatures, featureEnabled, setAccountFeature } from '../account-features-repo';
import { listWabas } from '../../messaging/templates/templates-repo';
import { listRcsAgentNames } from '../rcs-agent-names-repo';

const TAG = 'Account';
const OWN = 'Any signed-in user of the account (role 2 acting for a customer); another account named is 403.';

const present = async (q: Parameters<typeof accountFeatures>[0], esme: number) => ({
  features: (await accountFeatures(q, esme)).map((row) => ({ featureName: row.name, enabled: row.enabled, updatedOn: new Date(row.updated_on).toISOString() })),
});

/** Spec §7's account reads beside the channels: its custom features, and its RCS and WABA ids with `is_aws`. */
export const accountFeatureRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: ACCOUNT_FEATURES_PATH,
    tag: TAG,
    summary: "The account's custom features: every switch it has set, on or off, by name. A name not listed is off.",
    who: OWN,
    access: routeRules.ownAccount,
    query: accountFeaturesQuery,
    response: accountFeaturesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, auth }) => present(ctx.db, auth.esme),
  }),
  defineRoute({
    method: 'post',
    path: ACCOUNT_FEATURES_PATH,
    tag: TAG,
    summary: "Turns one of the account's custom features on or off (`reports_on_aws` moves its reports to the AWS reports host); answers the account's features after the change.",
    who: 'Role 0 for its own account: the switches are the provider\'s, not a customer\'s.',
    access: routeRules.accountAdministrators,
    body: setAccountFeatureRequest,
    response: accountFeaturesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, auth, body }) => {
      await setAccountFeature(ctx.db, { esme: auth.esme, name: body.featureName, enabled: body.enabled, at: ctx.options.now(), userId: auth.userId });
      return present(ctx.db, auth.esme);
    },
  }),
  defineRoute({
    method: 'get',
    path: FEATURE_PATH,
    tag: TAG,
    summary: 'One custom feature of the account: on, or off (also when never set).',
    who: OWN,
    access: routeRules.ownAccount,
    query: featureQuery,
    params: featureParams,
    response: featureResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, auth, params: { featureName } }) => ({ featureName, enabled: await featureEnabled(ctx.db, auth.esme, featureName) }),
  }),
  defineRoute({
    method: 'get',
    path: RCS_ESME_WABA_INFO_PATH,
    tag: TAG,
    summary: "The account's RCS sender ids (its RBM agents) and WABA ids together, and `is_aws` (1 when its `reports_on_aws` feature is on), which picks the host the console opens the reports application on.",
    who: `${OWN} Every user opens reports, so not only those who manage templates.`,
    access: routeRules.ownAccount,
    query: rcsEsmeWabaInfoQuery,
    response: rcsEsmeWabaInfoResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, auth }) => {
      const [wabas, agents, aws] = await Promise.all([
        listWabas(ctx.db, auth.esme),
        listRcsAgentNames(ctx.db, auth.esme),
        featureEnabled(ctx.db, auth.esme, REPORTS_ON_AWS),
      ]);
      return {
        esmeaddr: auth.esme,
        wabaIds: wabas.map((waba) => ({ wabaId: waba.id, name: waba.name })),
        rcsIds: agents.map((agent) => ({ senderId: agent.id, name: agent.name })),
        is_aws: aws ? (1 as const) : (0 as const),
      };
    },
  }),
];
