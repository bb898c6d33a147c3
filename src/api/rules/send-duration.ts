import { SCHEDULE_DATE_LIMIT_DAYS } from '@/api/contracts/campaigns';

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

/**
 * A campaign may run no longer than spec §9's 90-day scheduling horizon (#31): past it, its last
 * messages would go out on a day nobody could have scheduled. Split the audience or raise the tier.
 */
export const SEND_HORIZON_SECONDS = SCHEDULE_DATE_LIMIT_DAYS * DAY_SECONDS;

export function runsPastHorizon(estimate: SendEstimate): boolean {
  return estimate.seconds > SEND_HORIZON_SECONDS;
}
