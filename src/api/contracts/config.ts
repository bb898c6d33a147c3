// zod/mini: the config is parsed before the sign-in page shows, where classic zod would cost 18 KB more.
import * as z from 'zod/mini';

const positiveInt = () => z.int().check(z.positive());

/** A call target: which configured base it is relative to, and the path under it. */
export const endpoint = z.object({
  service: z.enum(['base', 'bot', 'campaign', 'reports', 'broadcast', 'auth']),
  path: z.string(),
});
export type Endpoint = z.infer<typeof endpoint>;

/** `public/assets/config/config.json`: runtime settings read at start-up by the console and the server. */
export const appConfig = z.object({
  production: z.boolean(),
  brand: z.string().check(z.minLength(1)),
  logo: z.string(),
  favicon: z.string(),
  companyDomain: z.string().check(z.startsWith('@')),
  defaultLanguage: z.string(),
  languages: z.array(z.object({ code: z.string(), label: z.string(), dir: z.enum(['ltr', 'rtl']) })).check(z.minLength(1)),
  cryptoKey: z.string().check(z.minLength(8)),
  services: z.object({
    base: z.string(),
    bot: z.string(),
    campaign: z.string(),
    reports: z.string(),
    broadcast: z.string(),
    auth: z.string(),
  }),
  endpoints: z.object({
    enterpriseLogin: endpoint,
    sandboxLogin: endpoint,
    customerLogin: endpoint,
    logout: endpoint,
    authReportsLogout: endpoint,
    userCreate: endpoint,
    userList: endpoint,
    userDelete: endpoint,
    roles: endpoint,
    keepalive: endpoint,
    whiteLabelLogo: endpoint,
    downloadColumns: endpoint,
  }),
  errorReporting: z.object({ enabled: z.boolean(), endpoint }),
  idleSeconds: positiveInt(),
  idleCountdownSeconds: positiveInt(),
  checkUserStatusMs: positiveInt(),
  spinnerTimeoutMs: positiveInt(),
  successCode: z.int(),
  maxSuccessCode: z.int(),
  scheduleDateLimit: z.int(),
  refreshDistributedListMs: z.int(),
  maxFiles: z.int(),
  graphApiVersion: z.string(),
  reportsHost: z.string(),
  /** Spec §7, §9: the AWS reports host, for accounts the template service answers `is_aws` 1 for; unset, every account uses reportsHost. */
  reportsHostAws: z.optional(z.string()),
  /** Spec §9: the internal address whose reports host takes port 8888 (the address is not shown in the spec; unset, no host does). */
  reportsInternalHost: z.optional(z.string()),
  /**
   * Embedded sign-up (spec §4): the social-login SDK to load and the apps it connects. Here the
   * sandbox SDK our server serves; `production` names Facebook's SDK and the real app ids, which a
   * deployment copies over these (CONFIG_OVERRIDES).
   */
  embeddedSignup: z.optional(
    z.object({
      sdkUrl: z.string(),
      sandbox: z.boolean(),
      appIds: z.object({ smartMessaging: z.string(), clickToWhatsapp: z.string() }),
      configIds: z.object({ smartMessaging: z.string(), clickToWhatsapp: z.string() }),
      production: z.object({
        sdkUrl: z.string(),
        appIds: z.object({ smartMessaging: z.string(), clickToWhatsapp: z.string() }),
        configIds: z.object({ smartMessaging: z.string(), clickToWhatsapp: z.string() }),
      }),
    }),
  ),

  /** Days a Download Center file is kept after it is ready; then its bytes are removed and it shows expired. */
  downloadRetentionDays: positiveInt(),
});
export type AppConfig = z.infer<typeof appConfig>;
