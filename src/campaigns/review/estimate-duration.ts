const DAY_SECONDS = 86_400;

export interface SendingPace {
  /** Messages a second the number may send (WhatsApp: 80 by default). */
  messagesPerSecond: number;
  /** Recipients allowed in a moving 24 hours (the messaging tier); null when unlimited. */
  dailyLimit: number | null;
  /** Of the daily limit, already used in the last 24 hours. */
  usedToday?: number;
}

export interface SendEstimate {
  seconds: number;
  /** 24-hour windows the sending spreads over: more than one when the tier is smaller than the audience. */
  windows: number;
}

/**
 * How long sending to `recipients` takes when paced to the tier and the throughput: full windows of
 * `dailyLimit` a day, each sent at `messagesPerSecond`, the last one partly.
 * @example estimateSendDuration(5000, { messagesPerSecond: 80, dailyLimit: 2000 }) // { seconds: 2 * 86400 + 12.5, windows: 3 }
 */
export function estimateSendDuration(recipients: number, { messagesPerSecond, dailyLimit, usedToday = 0 }: SendingPace): SendEstimate {
  if (recipients <= 0 || messagesPerSecond <= 0) return { seconds: 0, windows: 0 };
  if (dailyLimit === null) return { seconds: recipients / messagesPerSecond, windows: 1 };
  const firstWindow = Math.max(0, dailyLimit - usedToday);
  if (recipients <= firstWindow) return { seconds: recipients / messagesPerSecond, windows: 1 };
  const rest = recipients - firstWindow;
  const laterWindows = Math.ceil(rest / dailyLimit);
  const last = rest - (laterWindows - 1) * dailyLimit;
  return { seconds: laterWindows * DAY_SECONDS + last / messagesPerSecond, windows: laterWindows + 1 };
}

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
