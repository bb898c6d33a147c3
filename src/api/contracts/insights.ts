import { z } from 'zod';
import { isoInstant } from './iso-instant';
import { isTimeZone } from './time-zone';

/**
 * Insights (#15): what was sent over a period, read from the per-hour message event counters, with
 * the same answer for an administrator in the console (`/api/insights/...`, session) and for the
 * reports application opened with a `getToken` access token (`/api/reports/insights/...`).
 */

export const INSIGHTS_MAX_DAYS = 366;
/** Hourly points beyond this many days would be thousands of points: the page asks for days instead. */
export const INSIGHTS_MAX_HOURLY_DAYS = 31;
const DAY_MS = 86_400_000;

export const insightsChannel = z.enum(['whatsapp', 'rcs']);
export type InsightsChannel = z.infer<typeof insightsChannel>;
export const insightsGranularity = z.enum(['hour', 'day']);

export const insightsQuery = z
  .object({
    from: isoInstant('An ISO date-time'),
    to: isoInstant('An ISO date-time'),
    /** The zone days are cut in; the page sends the browser's. */
    tz: z.string().max(64).refine(isTimeZone, 'An IANA time zone').default('UTC'),
    granularity: insightsGranularity.default('day'),
    channel: insightsChannel.optional(),
    senderId: z.string().trim().min(1).max(100).optional(),
    templateSno: z.coerce.number().int('A whole number').positive('A template sno').optional(),
    campaignId: z.uuid('A campaign id').optional(),
    /** An administrator (role 0) may look at any account; everyone else only at the own one. */
    esme: z.coerce.number().int('A whole number').positive('An account number').optional(),
  })
  .superRefine((query, ctx) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'After from' });
    else if (span > INSIGHTS_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${INSIGHTS_MAX_DAYS} days after from` });
    else if (query.granularity === 'hour' && span > INSIGHTS_MAX_HOURLY_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['granularity'], message: `Hours only for periods up to ${INSIGHTS_MAX_HOURLY_DAYS} days` });
    }
  });
export type InsightsQuery = z.infer<typeof insightsQuery>;
export type InsightsQueryInput = z.input<typeof insightsQuery>;

const funnel = { sent: z.number().int(), delivered: z.number().int(), read: z.number().int(), failed: z.number().int() };
/** A share from 0 to 1; null when nothing was there to divide by. */
const rate = z.number().min(0).max(1).nullable();

export const insightsPoint = z.object({ at: z.string(), ...funnel });
export type InsightsPoint = z.infer<typeof insightsPoint>;

export const insightsBreakdownRow = z.object({ key: z.string(), label: z.string(), ...funnel });
export type InsightsBreakdownRow = z.infer<typeof insightsBreakdownRow>;

export const insightsFailure = z.object({ status: z.enum(['FAILED', 'SKIPPED']), code: z.string(), text: z.string(), count: z.number().int() });
export type InsightsFailure = z.infer<typeof insightsFailure>;

export const insightsCategory = z.object({ category: z.string(), sent: z.number().int(), delivered: z.number().int() });

export const insightsLink = z.object({ code: z.string(), label: z.string(), url: z.string(), campaignId: z.string().nullable(), clicks: z.number().int() });
export type InsightsLink = z.infer<typeof insightsLink>;

export const insightsBot = z.object({
  botId: z.string(),
  name: z.string(),
  channel: z.string(),
  conversations: z.number().int(),
  ended: z.number().int(),
  turns: z.number().int(),
  /** Where most conversations of the entry flow stopped: its node and how many stopped there. */
  topDropoff: z.object({ nodeId: z.string(), count: z.number().int() }).nullable(),
});
export type InsightsBot = z.infer<typeof insightsBot>;

export const insightsOptions = z.object({
  /** The accounts an administrator may choose from; empty for everyone else. */
  accounts: z.array(z.object({ esme: z.number().int(), name: z.string() })),
  campaigns: z.array(z.object({ id: z.string(), name: z.string(), channel: insightsChannel })),
  senders: z.array(z.object({ id: z.string(), label: z.string(), channel: insightsChannel })),
  templates: z.array(z.object({ sno: z.number().int(), name: z.string(), language: z.string(), category: z.string() })),
});
export type InsightsOptions = z.infer<typeof insightsOptions>;

/** Billable messages (each a conversation under per-message pricing) and what they cost, from the rate card. */
const costGroup = { messages: z.number().int(), amount: z.number() };
export const insightsCosts = z.object({
  currency: z.string(),
  ...costGroup,
  /** The cost over the WhatsApp messages delivered; null with none delivered. */
  costPerDelivery: z.number().nullable(),
  categories: z.array(z.object({ category: z.string(), ...costGroup })),
  /** ISO 3166-1 alpha-2 of the recipients' numbers; ZZ for none. */
  countries: z.array(z.object({ country: z.string(), ...costGroup })),
});
export type InsightsCosts = z.infer<typeof insightsCosts>;

/** Per campaign or template: clicks of its tracked URL buttons against what it delivered and cost. */
export const insightsEngagementRow = z.object({
  key: z.string(),
  label: z.string(),
  delivered: z.number().int(),
  /** Every visit of a tracked button link. */
  clicks: z.number().int(),
  /** Messages whose link was visited at least once. */
  clicked: z.number().int(),
  /** clicked over delivered. */
  clickRate: rate,
  amount: z.number(),
  /** amount over clicks; null with no click. */
  costPerClick: z.number().nullable(),
});
export type InsightsEngagementRow = z.infer<typeof insightsEngagementRow>;

export const insightsResponse = z.object({
  totals: z.object({ ...funnel, skipped: z.number().int(), deliveryRate: rate, readRate: rate, clicks: z.number().int(), clickRate: rate }),
  series: z.array(insightsPoint),
  failures: z.array(insightsFailure),
  breakdown: z.object({
    channels: z.array(insightsBreakdownRow),
    senders: z.array(insightsBreakdownRow),
    templates: z.array(insightsBreakdownRow),
    campaigns: z.array(insightsBreakdownRow),
  }),
  /** WhatsApp template categories: each delivered template message is one billable message of its category. */
  categories: z.array(insightsCategory),
  links: z.array(insightsLink),
  costs: insightsCosts,
  engagement: z.object({ campaigns: z.array(insightsEngagementRow), templates: z.array(insightsEngagementRow) }),
  bots: z.array(insightsBot),
  options: insightsOptions,
});
export type InsightsResponse = z.infer<typeof insightsResponse>;

/** Who the reports application is open for: the session the access token came from. */
export const reportsWhoAmI = z.object({ username: z.string(), esme: z.number().int(), appName: z.string(), expiresAt: z.string() });
export type ReportsWhoAmI = z.infer<typeof reportsWhoAmI>;

/** A tracked URL for a button: `{base}r/{code}` counts the click and redirects to `url`. */
export const trackedLinkRequest = z.object({
  label: z.string().trim().min(1, 'Required').max(100),
  url: z.url({ protocol: /^https?$/, message: 'An http(s) address' }).max(2000),
  campaignId: z.uuid('A campaign id').optional(),
});
export const trackedLinkResponse = z.object({ code: z.string(), label: z.string(), url: z.string(), campaignId: z.string().nullable(), trackingUrl: z.string() });
export type TrackedLink = z.infer<typeof trackedLinkResponse>;

/** The landing pages of spec §7: the insights view on what that menu entry reports; for `channel: 'rcs'`, the RCS reports. */
export const reportsLandingPages = {
  '/campaigns/waba-reports': { channel: 'whatsapp', titleKey: 'insights.landing.waba_reports' },
  '/campaigns/waba-report-insight': { channel: undefined, titleKey: 'insights.landing.insights' },
  '/rcs-outtraffic': { channel: 'rcs', titleKey: 'insights.landing.rcs_reports' },
  '/campaigns/rcs-campaign-reports': { channel: 'rcs', titleKey: 'insights.landing.rcs_campaign_reports' },
} as const satisfies Record<string, { channel: InsightsChannel | undefined; titleKey: string }>;
export type ReportsLandingPath = keyof typeof reportsLandingPages;
