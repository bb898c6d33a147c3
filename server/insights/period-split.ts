const DAY_MS = 86_400_000;

/**
 * A period cut for the daily roll-ups: the whole UTC days inside it (`fromDay` to `toDay`, end
 * exclusive, `yyyy-mm-dd`) and the one or two stretches before and after them, read from the hourly
 * counters (or the charges). A period inside one UTC day has no whole day: it is all edge.
 */
export interface PeriodSplit {
  fromDay: string;
  toDay: string;
  /** Two half-open ranges of instants; the second is empty (`[to, to)`) when not needed. */
  edges: [[Date, Date], [Date, Date]];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function splitPeriod(fromIso: string, toIso: string): PeriodSplit {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  const firstMidnight = Math.ceil(from / DAY_MS) * DAY_MS;
  const lastMidnight = Math.floor(to / DAY_MS) * DAY_MS;
  if (firstMidnight >= lastMidnight) {
    return { fromDay: dayOf(firstMidnight), toDay: dayOf(firstMidnight), edges: [[new Date(from), new Date(to)], [new Date(to), new Date(to)]] };
  }
  return {
    fromDay: dayOf(firstMidnight),
    toDay: dayOf(lastMidnight),
    edges: [[new Date(from), new Date(firstMidnight)], [new Date(lastMidnight), new Date(to)]],
  };
}
