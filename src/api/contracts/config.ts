import { z } from 'zod';

/** A call target: which configured base it is relative to, and the path under it. */
export const endpoint = z.object({
  service: z.enum(['base', 'bot', 'campaign', 'reports', 'broadcast', 'auth']),
  path: z.string(),
});
export type Endpoint = z.infer<typeof endpoint>;

/** `public/assets/config/config.json`: runtime settings read at start-up by the console and the server. */
export const appConfig = z.object({
  production: z.boolean(),
  brand: z.string().min(1),
  logo: z.string(),
  favicon: z.string(),
  companyDomain: z.string().startsWith('@'),
  defaultLanguage: z.string(),
  languages: z.array(z.object({ code: z.string(), label: z.string(), dir: z.enum(['ltr', 'rtl']) })).min(1),
  cryptoKey: z.string().min(8),
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
  idleSeconds: z.number().int().positive(),
  idleCountdownSeconds: z.number().int().positive(),
  checkUserStatusMs: z.number().int().positive(),
  spinnerTimeoutMs: z.number().int().positive(),
  successCode: z.number().int(),
  maxSuccessCode: z.number().int(),
  scheduleDateLimit: z.number().int(),
  refreshDistributedListMs: z.number().int(),
  maxFiles: z.number().int(),
  graphApiVersion: z.string(),
  reportsHost: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;
