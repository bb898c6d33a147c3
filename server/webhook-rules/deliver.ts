import { WEBHOOK_PREVIOUS_SIGNATURE_HEADER, WEBHOOK_SIGNATURE_HEADER, type DeliveryStatus, type WebhookAlgorithm } from '@/api/contracts/webhook-rules';
import type { Db } from '../platform/db/db';
import { outboundFetch, outboundOptionsFromEnv } from '../chatbot/gateway/outbound-proxy';
import { encryptPayload, signBody } from './payload-crypto';

interface PendingDelivery {
  id: string;
  category: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  test: boolean;
  url: string;
  request_type: 'POST' | 'PUT';
  http_headers: { key: string; value: string }[];
  retry_count: number;
  encrypt_payload: boolean;
  algorithm: WebhookAlgorithm | null;
  secret: string;
  /** The secret a rotation replaced, while its grace period lasts. */
  previous_secret: string | null;
  attempts: number;
}

const EXCERPT_CHARS = 2000;
/** A customer endpoint gets less time than a bot's API call: a slow one holds a queue worker. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** The body as sent: the payload's JSON, or its encrypted envelope when the rule asks (with a copy under the previous secret during a rotation). */
export function bodyFor(delivery: Pick<PendingDelivery, 'payload' | 'encrypt_payload' | 'algorithm' | 'secret' | 'previous_secret'>): string {
  const plain = JSON.stringify(delivery.payload);
  if (!delivery.encrypt_payload || !delivery.algorithm) return plain;
  const envelope = encryptPayload(plain, delivery.secret, delivery.algorithm);
  if (!delivery.previous_secret) return JSON.stringify(envelope);
  const { iv, tag, data } = encryptPayload(plain, delivery.previous_secret, delivery.algorithm);
  return JSON.stringify({ ...envelope, previous: { iv, ...(tag ? { tag } : {}), data } });
}

/**
 * One attempt at one delivery through the SSRF-guarded outbound proxy, logged with its status code,
 * duration, body and the answer's first characters. A 2xx delivers; anything else is retried until
 * the rule's retry count is used up (a test event: not retried). Answers the delivery's status after it ('GONE': rule deleted).
 */
export async function attemptDelivery(db: Db, deliveryId: string, now: () => Date = () => new Date()): Promise<DeliveryStatus | 'GONE'> {
  const [delivery] = await db.query<PendingDelivery>(
    `select d.id, d.category, d.payload, d.status, d.test, r.url, r.request_type, r.http_headers, r.retry_count, r.encrypt_payload, r.algorithm, r.secret,
       case when r.previous_secret_until > $2 then r.previous_secret end as previous_secret,
       (select count(*)::int from webhook_delivery_attempts a where a.delivery_id = d.id) as attempts
     from webhook_deliveries d join webhook_rules r on r.id = d.rule_id where d.id = $1`,
    [deliveryId, now()],
  );
  if (!delivery) return 'GONE';
  if (delivery.status === 'DELIVERED' || delivery.status === 'FAILED') return delivery.status;
  const attempt = delivery.attempts + 1;
  const body = bodyFor(delivery);
  const headers: Record<string, string> = {
    ...Object.fromEntries(delivery.http_headers.map((header) => [header.key, header.value])),
    'content-type': 'application/json',
    'user-agent': 'PulseWebhooks/1.0',
    [WEBHOOK_SIGNATURE_HEADER]: signBody(body, delivery.secret),
    ...(delivery.previous_secret ? { [WEBHOOK_PREVIOUS_SIGNATURE_HEADER]: signBody(body, delivery.previous_secret) } : {}),
    'X-Webhook-Delivery': delivery.id,
    'X-Webhook-Attempt': String(attempt),
    'X-Webhook-Category': delivery.category,
    ...(delivery.test ? { 'X-Webhook-Test': 'true' } : {}),
  };
  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt = '';
  let error: string | null = null;
  let durationMs: number;
  try {
    const answer = await outboundFetch({ method: delivery.request_type, url: delivery.url, headers, body: { type: 'raw', text: body }, timeoutMs: DELIVERY_TIMEOUT_MS }, outboundOptionsFromEnv());
    statusCode = answer.status;
    excerpt = answer.body.slice(0, EXCERPT_CHARS);
    durationMs = answer.durationMs;
    if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    durationMs = Math.round(performance.now() - started);
  }
  // A test event is tried once: its sender is watching for the answer, and a retry would come after it was shown.
  const retries = delivery.test ? 0 : delivery.retry_count;
  const status: DeliveryStatus = error === null ? 'DELIVERED' : attempt > retries ? 'FAILED' : 'RETRYING';
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_delivery_attempts (delivery_id, attempt, at, status_code, duration_ms, request_body, response_excerpt, error)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (delivery_id, attempt) do nothing`,
      [delivery.id, attempt, now(), statusCode, durationMs, body, excerpt, error],
    );
    await tx.query('update webhook_deliveries set status = $2 where id = $1', [delivery.id, status]);
  });
  return status;
}
