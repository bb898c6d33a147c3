/**
 * Per sender number: a token bucket at the number's throughput (messages a second), holding at
 * most one second's worth. A 130429 from the provider halves the rate; each quiet `recoveryMs`
 * after the last one doubles it back, up to the number's own throughput. Pure: the caller keeps
 * the state and passes the clock.
 */

export const maxThroughput = 1_000;

export interface TokenBucket {
  /** The number's own throughput. */
  ratePerSecond: number;
  tokens: number;
  updatedAt: number;
  /** Halvings in force at `throttledAt`. */
  halvings: number;
  throttledAt: number | null;
}

export interface ThrottleSettings {
  recoveryMs: number;
}

export const defaultThrottleSettings: ThrottleSettings = { recoveryMs: 60_000 };

export function createTokenBucket(ratePerSecond: number, now: Date): TokenBucket {
  if (!Number.isFinite(ratePerSecond) || ratePerSecond < 1 || ratePerSecond > maxThroughput) {
    throw new RangeError(`Throughput must be between 1 and ${maxThroughput} messages a second, not ${ratePerSecond}`);
  }
  return { ratePerSecond, tokens: ratePerSecond, updatedAt: now.getTime(), halvings: 0, throttledAt: null };
}

function halvingsAt(bucket: TokenBucket, nowMs: number, settings: ThrottleSettings): number {
  if (bucket.throttledAt === null) return 0;
  const recovered = Math.floor((nowMs - bucket.throttledAt) / settings.recoveryMs);
  return Math.max(0, bucket.halvings - recovered);
}

/** Messages a second the number may send now. */
export function currentRate(bucket: TokenBucket, now: Date, settings: ThrottleSettings = defaultThrottleSettings): number {
  return Math.max(1, bucket.ratePerSecond / 2 ** halvingsAt(bucket, now.getTime(), settings));
}

function refill(bucket: TokenBucket, nowMs: number, settings: ThrottleSettings): TokenBucket {
  const rate = currentRate(bucket, new Date(nowMs), settings);
  const elapsed = Math.max(0, nowMs - bucket.updatedAt);
  return { ...bucket, tokens: Math.min(rate, bucket.tokens + (elapsed * rate) / 1_000), updatedAt: Math.max(nowMs, bucket.updatedAt) };
}

export interface Take {
  bucket: TokenBucket;
  /** How many of the wanted messages may go now. */
  granted: number;
  /** When the next message may go, if not all were granted. */
  nextAt: Date | null;
}

export function takeTokens(bucket: TokenBucket, wanted: number, now: Date, settings: ThrottleSettings = defaultThrottleSettings): Take {
  const nowMs = now.getTime();
  const filled = refill(bucket, nowMs, settings);
  const granted = Math.max(0, Math.min(Math.floor(wanted), Math.floor(filled.tokens + 1e-9)));
  const left = { ...filled, tokens: filled.tokens - granted };
  if (granted >= wanted) return { bucket: left, granted, nextAt: null };
  const rate = currentRate(left, now, settings);
  const waitMs = Math.ceil(((1 - left.tokens) * 1_000) / rate);
  return { bucket: left, granted, nextAt: new Date(nowMs + Math.max(1, waitMs)) };
}

/** After a 130429: half the rate (never below one a second), and an empty bucket so sending pauses. */
export function slowDownAfterThrottle(bucket: TokenBucket, now: Date, settings: ThrottleSettings = defaultThrottleSettings): TokenBucket {
  const nowMs = now.getTime();
  const halvings = halvingsAt(bucket, nowMs, settings) + 1;
  const floor = Math.ceil(Math.log2(bucket.ratePerSecond));
  return { ...bucket, tokens: 0, updatedAt: nowMs, halvings: Math.min(halvings, floor), throttledAt: nowMs };
}
