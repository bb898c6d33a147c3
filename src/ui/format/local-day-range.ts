/**
 * The report's From and To dates as instants bounding the reader's own days: the table shows
 * times in the reader's zone, so "22 Nov" must mean 22 Nov there, not in UTC. `to` is the start
 * of the day after, which the server treats as exclusive.
 * @example localDayRange('2026-11-22', '2026-11-22') // in Asia/Kolkata: { from: '2026-11-21T18:30:00.000Z', to: '2026-11-22T18:30:00.000Z' }
 */
export function localDayRange(from: string, to: string): { from?: string; to?: string } {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const dayAfter = (day: string) => {
    const next = startOf(day);
    next.setDate(next.getDate() + 1);
    return next;
  };
  return { from: from ? startOf(from).toISOString() : undefined, to: to ? dayAfter(to).toISOString() : undefined };
}
