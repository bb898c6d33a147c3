const DAY_SECONDS = 86_400;

const units = [
  ['day', DAY_SECONDS],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * A duration as a reader wants it: its two largest units, rounded up to the minute (`2 days, 5 hours`, `12 minutes`), in the page's language.
 */
export function formatDuration(seconds: number, language: string): string {
  let left = Math.max(60, Math.ceil(seconds / 60) * 60);
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    if (count > 0 && parts.length < 2) {
      parts.push(new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(count));
      left -= count * size;
    } else if (parts.length > 0) break;
  }
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
