import { SMART_MESSAGING_FEATURES_PATH, smartMessagingFeaturesRequest, smartMessagingFeaturesResponse } from '@/api/contracts/smart-messaging';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { mmLiteFeaturesOf } from '../../messaging/smart-messaging/mm-lite-features';
import { routeFamily } from '../../platform/access/route-families';

/** Spec §7 "POST to the smart-messaging features path (body esmeaddr)": the Home card's Smart messaging state. */
export const smartMessagingRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('signup'),
    method: 'post',
    path: SMART_MESSAGING_FEATURES_PATH,
    summary:
      "The account's WABAs with their Marketing Messages Lite state (channel WABA, feature type MMLITE): `enabled` once the smart-messaging app's embedded sign-up (featureType marketing_messages_lite) onboarded the WABA; its campaigns' marketing templates then go through Meta's `/{phone-number-id}/marketing_messages`.",
    body: smartMessagingFeaturesRequest,
    response: smartMessagingFeaturesResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({ features: await mmLiteFeaturesOf(ctx.db, caller.esme) }),
  }),
];
