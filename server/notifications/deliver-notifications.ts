import type { Logger } from 'pino';
import type { Db } from '../platform/db/db';
import { outboundFetch, outboundOptionsFromEnv } from '../chatbot/gateway/outbound-proxy';
import { checkTargetUrl } from '../webhook-rules/target-url';
import { sandboxMailTransport, type MailTransport } from './mail-transport';

/** Attempts per delivery, and the wait before each retry (doubled every time). */
const MAX_ATTEMPTS = 4;
const FIRST_RETRY_MS = 5_000;
const BATCH = 20;
const DELIVERY_TIMEOUT_MS = 10_000;

interface DueDelivery {
  id: string;
  esme: number;
  event: string;
  summary: string;
  payload: Record<string, unknown>;
  attempts: number;
  channel: 'EMAIL' | 'WEBHOOK';
  target: string;
}

async function send(delivery: DueDelivery, mail: MailTransport, at: Date): Promise<{ statusCode: number | null; error: string | null }> {
  const body = JSON.stringify(delivery.payload);
  if (delivery.channel === 'EMAIL') {
    await mail.send({ esme: delivery.esme, to: delivery.target, subject: delivery.summary, body: `${delivery.summary}\n\n${JSON.stringify(delivery.payload, null, 2)}` }, at);
    return { statusCode: null, error: null };
  }
  // Checked again at send time: OUTBOUND_ALLOW may have changed since the subscription was saved.
  checkTargetUrl(delivery.target);
  const headers = { 'content-type': 'application/json', 'user-agent': 'PulseNotifications/1.0', 'x-notification-event': delivery.event, 'x-notification-delivery': delivery.id };
  const answer = await outboundFetch({ method: 'POST', url: delivery.target, headers, body: { type: 'raw', text: body }, timeoutMs: DELIVERY_TIMEOUT_MS }, outboundOptionsFromEnv());
  return { statusCode: answer.status, error: answer.status >= 200 && answer.status <= 299 ? null : `HTTP ${answer.status}` };
}

/**
 * Sends the deliveries that are due: webhooks through the SSRF-guarded outbound proxy, mails through
 * the mail transport. Each is claimed first (pushed a minute ahead, skip-locked), so two processes
 * never send one twice; a failure is retried with backoff up to MAX_ATTEMPTS, then FAILED.
 */
export async function deliverDueNotifications(db: Db, now: () => Date, mail: MailTransport = sandboxMailTransport(db)): Promise<number> {
  const claimed = await db.query<DueDelivery>(
    `with due as (
       select id from notification_deliveries where status in ('QUEUED', 'RETRYING') and next_attempt_on <= $1
        order by next_attempt_on limit ${BATCH} for update skip locked
     )
     update notification_deliveries d set next_attempt_on = $1::timestamptz + interval '1 minute', attempts = d.attempts + 1
       from due, notification_subscriptions s where d.id = due.id and s.id = d.subscription_id
     returning d.id, d.esme, d.event, d.summary, d.payload, d.attempts, s.channel, s.target`,
    [now()],
  );
  for (const delivery of claimed) {
    let outcome: { statusCode: number | null; error: string | null };
    try {
      outcome = await send(delivery, mail, now());
    } catch (failure) {
      outcome = { statusCode: null, error: failure instanceof Error ? failure.message : String(failure) };
    }
    const status = outcome.error === null ? 'DELIVERED' : delivery.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'RETRYING';
    const retryAt = new Date(now().getTime() + FIRST_RETRY_MS * 2 ** (delivery.attempts - 1));
    await db.query(
      `update notification_deliveries set status = $2, status_code = $3, error = $4, next_attempt_on = $5, delivered_on = case when $2 = 'DELIVERED' then $6::timestamptz end where id = $1`,
      [delivery.id, status, outcome.statusCode, outcome.error, retryAt, now()],
    );
  }
  return claimed.length;
}

export interface NotificationSweeper {
  stop(): Promise<void>;
}

/** Looks for due deliveries every `intervalMs` in this process (web server and workers alike). */
export function startNotificationSweeper(options: { db: Db; logger: Logger; intervalMs?: number; now?: () => Date }): NotificationSweeper {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => deliverDueNotifications(options.db, now)).catch((error: unknown) => options.logger.error({ err: error }, 'notification delivery failed'));
  }, options.intervalMs ?? 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
