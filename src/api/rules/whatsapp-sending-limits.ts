/**
 * WhatsApp Cloud API sending limits (platform-limits.md, "WhatsApp sending"), one object a provider
 * can change: the campaign review estimates with them and the sender paces to them.
 */
export const whatsappSendingLimits = {
  /** Unique users reached outside the service window in a moving 24 hours, per business portfolio; null: unlimited. */
  messagingTiers: [250, 2000, 10_000, 100_000, null] as readonly (number | null)[],
  /** Messages a second per phone number. */
  throughput: { default: 80, max: 1000, businessApp: 20 },
  /** About one message to the same user per this many seconds (error 131056 past it). */
  perUserIntervalSeconds: 6,
  /** Templates created per WABA in an hour. */
  templatesPerHour: 100,
} as const;
