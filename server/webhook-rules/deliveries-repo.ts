import { randomUUID } from 'node:crypto';
import type { DeliveryStatus, WebhookDelivery, WebhookEventCategory } from '@/api/contracts/webhook-rules';
import type { Queryable } from '../platform/db/db';
import { notFound } from '../platform/api-error';

interface DeliveryRow {
  id: string;
  rule_id: string;
  category: WebhookEventCategory;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  resend_of: string | null;
  test: boolean;
  created_on: Date;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  at: Date;
  status_code: number | null;
  duration_ms: number;
  request_body: string;
  response_excerpt: string;
  error: string | null;
}

/**
 * Stores a delivery waiting for the queue; the payload carries its own id so the receiver can tell resends apart.
 * `attemptedHere`: the caller attempts it itself (a test event), so it is written as already queued and the
 * queue's sweep never sends it a second time.
 */
export async function insertDelivery(
  q: Queryable,
  input: { ruleId: string; category: WebhookEventCategory; payload: Record<string, unknown>; at: Date; resendOf?: string; test?: boolean; attemptedHere?: boolean },
): Promise<string> {
  const id = randomUUID();
  await q.query(
    `insert into webhook_deliveries (id, rule_id, category, payload, status, resend_of, created_on, test, enqueued) values ($1, $2, $3, $4::jsonb, 'QUEUED', $5, $6, $7, $8)`,
    [id, input.ruleId, input.category, JSON.stringify({ deliveryId: id, ...input.payload }), input.resendOf ?? null, input.at, input.test ?? false, input.attemptedHere ?? false],
  );
  return id;
}

/** One of the account's deliveries (through its rule); another account's is a 404. */
export async function ownDelivery(q: Queryable, esme: number, deliveryId: string): Promise<DeliveryRow> {
  const [row] = await q.query<DeliveryRow>(
    'select d.* from webhook_deliveries d join webhook_rules r on r.id = d.rule_id where d.id = $1 and r.esme = $2',
    [deliveryId, esme],
  );
  if (!row) throw notFound('No such delivery in your account.');
  return row;
}

export async function listDeliveries(q: Queryable, ruleId: string, limit: number): Promise<WebhookDelivery[]> {
  return present(q, await q.query<DeliveryRow>('select * from webhook_deliveries where rule_id = $1 order by created_on desc, id limit $2', [ruleId, limit]));
}

/** One delivery with its attempts, as the log lists it. */
export async function getDelivery(q: Queryable, deliveryId: string): Promise<WebhookDelivery> {
  const [delivery] = await present(q, await q.query<DeliveryRow>('select * from webhook_deliveries where id = $1', [deliveryId]));
  if (!delivery) throw notFound('No such delivery in your account.');
  return delivery;
}

async function present(q: Queryable, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = rows.length
    ? await q.query<AttemptRow>('select * from webhook_delivery_attempts where delivery_id = any($1::uuid[]) order by attempt', [rows.map((row) => row.id)])
    : [];
  return rows.map((row) => ({
    deliveryId: row.id,
    ruleId: row.rule_id,
    category: row.category,
    status: row.status,
    createdOn: new Date(row.created_on).toISOString(),
    payload: row.payload,
    resendOf: row.resend_of,
    test: row.test,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        at: new Date(attempt.at).toISOString(),
        statusCode: attempt.status_code,
        durationMs: attempt.duration_ms,
        requestBody: attempt.request_body,
        responseExcerpt: attempt.response_excerpt,
        error: attempt.error,
      })),
  }));
}
