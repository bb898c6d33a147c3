/** A day: longer than any provider asks, so a broken header cannot park a campaign for good. */
const LONGEST_MS = 24 * 60 * 60 * 1000;

/**
 * A `Retry-After` header (RFC 9110: seconds, or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable, so the caller keeps its own pause.
 */
export function retryAfterOf(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  // Date.parse takes '-5' and '1.5' as years: only a value with a day or month name is a date.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : /[A-Za-z]{3}/.test(value) ? Date.parse(value) - nowMs : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), LONGEST_MS);
}
