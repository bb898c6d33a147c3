import { z } from 'zod';
import { isoDay } from './iso-instant';

/** Longest range the transaction history answers at once: a year of days. */
export const TRANSACTIONS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * `GET {campaign}/whatsapp/transactions`: the account's charges between two UTC days (inclusive),
 * optionally of one sender number.
 */
export const transactionsQuery = z
  .object({
    from: isoDay('A date as YYYY-MM-DD'),
    to: isoDay('A date as YYYY-MM-DD'),
    senderId: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date' });
    else if (days >= TRANSACTIONS_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `At most ${TRANSACTIONS_MAX_DAYS} days at once` });
  });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

const amount = z.number().nonnegative();
const count = z.number().int().nonnegative();

export const transactionsResponse = z.object({
  currency: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  total: z.object({ messages: count, amount }),
  byCategory: z.array(z.object({ category: z.string(), messages: count, amount })),
  /** One row per UTC day and category that had charges, oldest first. */
  byDay: z.array(z.object({ day: z.iso.date(), category: z.string(), messages: count, amount })),
  /** One row per country and category, costliest first. */
  byCountry: z.array(z.object({ country: z.string(), category: z.string(), messages: count, amount })),
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;
