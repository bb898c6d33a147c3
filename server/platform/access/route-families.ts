import { routeRules, type AccountsNeed, type CampaignNeed } from './route-rules';

/**
 * What a route of a family spreads into its definition: the reference's tag, who may call it in words,
 * and its rule as data (route-rules.ts). The router reads the caller and the path parameters for
 * every route alike, so a family is these three values and nothing that wraps `handle`.
 */

const campaignsWho: Record<CampaignNeed, string> = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only.',
  report: 'As the campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
};

const tablesWho: Record<CampaignNeed, string> = {
  manage: 'As the campaign routes of either channel: role 0, role 3, or role 2 acting for a customer; services opening WhatsApp or RCS; a profile, when the user has one, with CampaignManager (maker or checker). Own account only.',
  report: 'As above, or a profile with Reports instead of CampaignManager (read and export only). Own account only.',
};

const rcsWho: Record<CampaignNeed, string> = {
  manage: 'Role 0, role 3, or role 2 acting for a customer; services opening RCS (2, or 4 alone); a profile, when the user has one, with CampaignManager. Own account only: another account\'s sender or template is a 404.',
  report: 'As the RCS campaign routes, or a profile with Reports instead of CampaignManager. Own account only.',
};

const accountsWho: Record<AccountsNeed, string> = {
  signup: 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp; a profile, when the user has one, with EmbeddedSignUpNew, EmbeddedSignUp or CampaignManager. Own account only.',
  numbers: 'As sign-up, with a profile holding WabaNosList, CloudList, Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  profiles: 'As sign-up, with a profile holding Profiles or CampaignManager. Own account only: another account\'s number is a 404.',
  automation: 'As sign-up, with a profile holding Builder or CampaignManager. Own account only: another account\'s number or automation is a 404.',
  migration: 'As sign-up, with a profile holding MigrateNumber or CampaignManager. Own account only: another account\'s WABA or migration is a 404.',
  notifications: 'As sign-up, with a profile holding NotificationSub or CampaignManager. Own account only: another account\'s subscription is a 404.',
};

export const routeFamily = {
  /** The chatbot area's session routes; each names its own tag. */
  chatbot: {
    who: 'Role 0, role 3, and an administrator acting as a customer (role 2 with impersonation); rows of the own account only.',
    access: routeRules.chatbot,
  },
  whatsappCampaigns: (need: CampaignNeed) => ({ tag: 'WhatsApp campaigns', who: campaignsWho[need], access: routeRules.whatsappCampaigns[need] }),
  /** The lists, serving campaigns of both channels. */
  tables: (need: CampaignNeed) => ({ tag: 'Tables', who: tablesWho[need], access: routeRules.tables[need] }),
  /** The lists of RCS callers only (the exclusion groups). */
  rcsTables: (need: CampaignNeed) => ({ tag: 'Tables', who: `${tablesWho[need]} RCS only.`, access: routeRules.rcsTables[need] }),
  /** An `esmeaddr` held to the session's account. */
  rcs: (need: CampaignNeed) => ({ tag: 'RCS', who: rcsWho[need], access: routeRules.rcsCampaigns[need] }),
  /** An `esmeaddr` held to the session's account. */
  templates: {
    tag: 'WhatsApp templates',
    who: "Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with TemplateManagement or CampaignManager. Own account only: another account's WABA or template is a 404.",
    access: routeRules.templates,
  },
  /** An `esme_id`/`esmeaddr` held to the session's account. */
  accounts: (need: AccountsNeed) => ({ tag: 'WhatsApp accounts', who: accountsWho[need], access: routeRules.accounts[need] }),
  /** An `esmeaddr` held to the session's account. */
  webhooks: {
    tag: 'Webhook configuration',
    who: "Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp (1, or 4 alone); a profile, when the user has one, with WebhookConfig or CampaignManager. Own account only: another account's number, rule or delivery is a 404.",
    access: routeRules.webhooks,
  },
} as const;
