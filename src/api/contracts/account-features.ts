import { z } from 'zod';

/**
 * Spec §7's account custom features: `{campaign}/api/v1.0/configs/accountcstmfeature` (the account's
 * switches: GET lists them, POST sets one) and "Other"'s `GET /api/v1.0/feature/{featureName}?esmeaddr`
 * (one of them). A feature is a name the account has turned on or off; a name never set is off.
 */
export const ACCOUNT_FEATURES_PATH = '/api/campaign/api/v1.0/configs/accountcstmfeature';
export const FEATURE_PATH = '/api/v1.0/feature/:featureName';

/** Lower-case words joined by `_`, as `reports_on_aws`. */
export const featureName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Lower-case letters, digits and _, starting with a letter (at most 64).');

/** The template service's `is_aws`: the account's reports are served by the AWS reports host (spec §7, §9). */
export const REPORTS_ON_AWS = 'reports_on_aws';
/** Meta's WhatsApp voice calling, a paid feature the provider opens per account: the Profiles page offers it only when on. */
export const WHATSAPP_CALLING = 'whatsapp_calling';
/** The features the console knows and names; a name set by API that the console does not know is still listed, as is. */
export const KNOWN_FEATURES = [REPORTS_ON_AWS, WHATSAPP_CALLING] as const;

const esmeaddr = z.coerce.number().int().positive().optional();

export const accountFeature = z.object({ featureName: z.string(), enabled: z.boolean(), updatedOn: z.string() });
export const accountFeaturesQuery = z.object({ esmeaddr });
export const accountFeaturesResponse = z.object({ features: z.array(accountFeature) });
export type AccountFeaturesResponse = z.infer<typeof accountFeaturesResponse>;

export const setAccountFeatureRequest = z.object({ esmeaddr, featureName, enabled: z.boolean() });

export const featureParams = z.object({ featureName });
export const featureQuery = z.object({ esmeaddr });
export const featureResponse = z.object({ featureName: z.string(), enabled: z.boolean() });
