import { setMaxListeners } from 'node:events';
import { signatureHeader, signWebhookBody } from '../../channels/whatsapp/webhook-signature';

export const sandboxLabel = 'whatsapp-cloud-api-sandbox';

export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface WebhookBatching {
  /** Bodies with the same key go in one POST; null posts the body alone. */
  keyOf(body: unknown): string | null;
  merge(bodies: readonly unknown[]): unknown;
  windowMs: number;
  max: number;
}

/**
 * One webhook of a message's story; built when it is due, so its timestamp is the moment it goes.
 * A step that finds the story overtaken (a template edited again before its review ended) builds null.
 */
export interface WebhookStep {
  delayMs: number;
  build: () => unknown;
}

/**
 * How the provider gets its webhooks wrong (issue #28), for the stories started while it is set:
 * each body posted `twice`, the whole story held back `lateMs` and then told `reversed` (read before
 * delivered before sent), as Meta's documentation warns they may come.
 */
export interface WebhookDisorder {
  twice?: boolean;
  reversed?: boolean;
  lateMs?: number;
}

/**
 * Posts each message's webhooks in order (sent before delivered before read before the reply), each
 * after its delay, signed like Meta's, retried with doubling pauses when our server does not take
 * it (as Meta does, so a route may answer 5xx for a status whose message id it does not know yet).
 */
export function createWebhookScheduler(options: {
  deliver: DeliverWebhook;
  appSecret: string;
  attempts: number;
  retryDelayMs: number;
  logger: SandboxLogger;
  /** Another provider's envelope and signature (the RBM sandbox); Meta's by default. */
  headers?: (rawBody: string) => Record<string, string>;
  sandbox?: string;
  /** Bodies that may share one POST (Meta's statuses of one number), gathered for `windowMs`, at most `max`. */
  batch?: WebhookBatching;
}) {
  const sandbox = options.sandbox ?? 'whatsapp';
  const stopped = new AbortController();
  // Every story waiting for its next step listens for close: hundreds at a time is the design, not a leak.
  setMaxListeners(0, stopped.signal);
  const running = new Set<Promise<void>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (stopped.signal.aborted) return reject(stopped.signal.reason);
      const timer = setTimeout(() => {
        stopped.signal.removeEventListener('abort', abort);
        resolve();
      }, ms);
      const abort = () => {
        clearTimeout(timer);
        reject(stopped.signal.reason);
      };
      stopped.signal.addEventListener('abort', abort, { once: true });
    });

  async function deliver(body: unknown): Promise<void> {
    const rawBody = JSON.stringify(body);
    const headers = options.headers?.(rawBody) ?? {
      'content-type': 'application/json',
      'user-agent': 'facebookexternalua',
      'x-sandbox-provider': sandboxLabel,
      [signatureHeader]: signWebhookBody(rawBody, options.appSecret),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await options.deliver(rawBody, headers);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= options.attempts) {
          options.logger.warn({ sandbox, attempt, reason }, 'sandbox webhook dropped after its last attempt');
          return;
        }
        options.logger.warn({ sandbox, attempt, reason }, 'sandbox webhook not taken; retrying');
        await sleep(options.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  const gathering = new Map<string, { bodies: unknown[]; waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }>; timer: NodeJS.Timeout }>();

  function flush(key: string, batch: WebhookBatching) {
    const open = gathering.get(key);
    if (!open) return;
    gathering.delete(key);
    clearTimeout(open.timer);
    deliver(batch.merge(open.bodies)).then(
      () => open.waiters.forEach((waiter) => waiter.resolve()),
      (error: unknown) => open.waiters.forEach((waiter) => waiter.reject(error)),
    );
  }

  /** Resolves once our server took the body (alone, or in a batch with others due at about the same time). */
  function post(body: unknown): Promise<void> {
    const batch = options.batch;
    const key = batch?.keyOf(body) ?? null;
    if (!batch || key === null) return deliver(body);
    if (stopped.signal.aborted) return Promise.reject(stopped.signal.reason);
    return new Promise<void>((resolve, reject) => {
      let open = gathering.get(key);
      if (!open) {
        open = { bodies: [], waiters: [], timer: setTimeout(() => flush(key, batch), batch.windowMs) };
        gathering.set(key, open);
      }
      open.bodies.push(body);
      open.waiters.push({ resolve, reject });
      if (open.bodies.length >= batch.max) flush(key, batch);
    });
  }

  let disorder: WebhookDisorder = {};

  async function story(steps: readonly WebhookStep[], told: WebhookDisorder): Promise<void> {
    const held: unknown[] = [];
    const tell = async (body: unknown) => {
      await post(body);
      if (told.twice) await post(body);
    };
    for (const step of steps) {
      await sleep(step.delayMs);
      const body = step.build();
      if (body === null) continue;
      if (told.reversed || told.lateMs) held.push(body);
      else await tell(body);
    }
    if (!held.length) return;
    await sleep(told.lateMs ?? 0);
    for (const body of told.reversed ? held.reverse() : held) await tell(body);
  }

  return {
    /** Starts a message's story; returns at once. */
    schedule(steps: readonly WebhookStep[]): void {
      const run = story(steps, disorder).catch(() => undefined);
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    /** Tests: how the stories started from now on are told; `{}` is Meta's own order again. */
    disorder(how: WebhookDisorder): void {
      disorder = { ...how };
    },
    /** Posts one webhook now and resolves when our server took it (or the attempts ran out). */
    postNow: post,
    /** Resolves when every story started so far has been told, including ones they start. */
    async idle(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
    close(): void {
      stopped.abort(new Error('sandbox closed'));
      for (const [key, open] of gathering) {
        gathering.delete(key);
        clearTimeout(open.timer);
        open.waiters.forEach((waiter) => waiter.reject(stopped.signal.reason));
      }
    },
  };
}
