import { TRANSACTIONS_MAX_DAYS } from '@/api/contracts/transactions';

export const CATEGORIES = ['marketing', 'utility', 'authentication', 'service'] as const;

export const CATEGORY_COLOURS: Record<string, string> = {
  marketing: 'var(--color-primary)',
  utility: 'var(--color-info)',
  authentication: 'var(--color-warning)',
  service: 'var(--color-success)',
};

/** A country code as the reader's language names it, e.g. IN → India; the code itself when the language has no name. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const DAY_MS = 86_400_000;

/** Why a range of UTC days cannot be asked for, as the server would refuse it; null when it can. */
export function rangeProblem(from: string, to: string): 'missing' | 'backwards' | 'too_long' | null {
  if (!from || !to) return 'missing';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) return 'backwards';
  return days >= TRANSACTIONS_MAX_DAYS ? 'too_long' : null;
}

/** A UTC day `days` before today, as YYYY-MM-DD: charges are counted in UTC days, as Meta bills. */
export const utcDay = (daysAgo = 0, now = new Date()) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
