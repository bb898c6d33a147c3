import { randomUUID } from 'node:crypto';
import type { WebhookEventCategory, WebhookRule, WebhookRuleFields, WebhookRuleWithSecret } from '@/api/contracts/webhook-rules';
import type { Queryable } from '../platform/db/db';
import { notFound } from '../platform/api-error';
import { newRuleSecret } from './payload-crypto';

export interface RuleRow {
  id: string;
  esme: number;
  sender_number_id: string;
  display_number: string;
  url: string;
  request_type: 'POST' | 'PUT';
  http_headers: { key: string; value: string }[];
  retry_count: number;
  retry_delay_sec: number;
  event_categories: WebhookEventCategory[];
  default_rule: boolean;
  event_type: string;
  channel_id: string;
  sender_label: string;
  handover_template: string;
  encrypt_payload: boolean;
  algorithm: WebhookRule['algorithm'];
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  created_on: Date;
  updated_on: Date;
}

const SELECT = `select r.*, s.display_number from webhook_rules r join sender_numbers s on s.id = r.sender_number_id`;

/** The secret a rotation replaced, while its grace period lasts. */
export const livePreviousSecret = (row: Pick<RuleRow, 'previous_secret' | 'previous_secret_until'>, now: Date): string | null =>
  row.previous_secret && row.previous_secret_until && new Date(row.previous_secret_until) > now ? row.previous_secret : null;

export function presentRule(row: RuleRow, now: Date): WebhookRule {
  const previousUntil = livePreviousSecret(row, now) ? row.previous_secret_until : null;
  return {
    ruleId: row.id,
    esmeaddr: row.esme,
    wabaNumber: row.display_number,
    url: row.url,
    requestType: row.request_type,
    httpHeaders: row.http_headers,
    retryCount: row.retry_count,
    retryDelayInSec: row.retry_delay_sec,
    eventCategory: row.event_categories,
    defaultRule: row.default_rule,
    eventType: row.event_type,
    channelId: row.channel_id,
    senderId: row.sender_label,
    handoverTemplate: row.handover_template,
    encryptPayload: row.encrypt_payload,
    algorithm: row.encrypt_payload ? row.algorithm : null,
    secretHint: row.secret.slice(-4),
    previousSecretUntil: previousUntil ? new Date(previousUntil).toISOString() : null,
    createdOn: new Date(row.created_on).toISOString(),
    updatedOn: new Date(row.updated_on).toISOString(),
  };
}

/** The rule with its secret: only the answers of create and rotateSecret, the one time its owner sees it. */
export const presentRuleWithSecret = (row: RuleRow, now: Date): WebhookRuleWithSecret => ({ ...presentRule(row, now), secret: row.secret });

/** The account's number by its display number; another account's (or an unknown) number is a 404. */
export async function ownNumber(q: Queryable, esme: number, wabaNumber: string): Promise<{ id: string; display_number: string }> {
  const [row] = await q.query<{ id: string; display_number: string }>('select id, display_number from sender_numbers where esme = $1 and display_number = $2', [esme, wabaNumber]);
  if (!row) throw notFound(`No WhatsApp number ${wabaNumber} in your account.`);
  return row;
}

export async function listNumbers(q: Queryable, esme: number) {
  return q.query<{ display_number: string; id: string; waba_id: string; verified_name: string; rules: number }>(
    `select s.display_number, s.id, s.waba_id, s.verified_name, (select count(*)::int from webhook_rules r where r.sender_number_id = s.id) as rules
     from sender_numbers s where s.esme = $1 order by s.display_number`,
    [esme],
  );
}

export const listRules = (q: Queryable, esme: number, numberId: string) =>
  q.query<RuleRow>(`${SELECT} where r.esme = $1 and r.sender_number_id = $2 order by r.created_on, r.id`, [esme, numberId]);

/** One of the account's rules; another account's (or an unknown) rule is a 404. */
export async function ownRule(q: Queryable, esme: number, ruleId: string): Promise<RuleRow> {
  const [row] = await q.query<RuleRow>(`${SELECT} where r.esme = $1 and r.id = $2`, [esme, ruleId]);
  if (!row) throw notFound('No such webhook rule in your account.');
  return row;
}

const columns = (fields: WebhookRuleFields) => [
  fields.url,
  fields.requestType,
  JSON.stringify(fields.httpHeaders),
  fields.retryCount,
  fields.retryDelayInSec,
  fields.eventCategory,
  fields.defaultRule,
  fields.eventType,
  fields.channelId,
  fields.senderId,
  fields.handoverTemplate,
  fields.encryptPayload,
  fields.encryptPayload ? fields.algorithm : null,
];

/** A number has one default rule: making this one the default takes it from the other. */
async function clearOtherDefault(q: Queryable, numberId: string, keep: string) {
  await q.query('update webhook_rules set default_rule = false where sender_number_id = $1 and default_rule and id <> $2', [numberId, keep]);
}

export async function insertRule(q: Queryable, input: { esme: number; numberId: string; fields: WebhookRuleFields; actor: string; at: Date }): Promise<string> {
  const id = randomUUID();
  if (input.fields.defaultRule) await clearOtherDefault(q, input.numberId, id);
  await q.query(
    `insert into webhook_rules (id, esme, sender_number_id, url, request_type, http_headers, retry_count, retry_delay_sec, event_categories, default_rule,
       event_type, channel_id, sender_label, handover_template, encrypt_payload, algorithm, secret, created_by, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::text[], $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
    [id, input.esme, input.numberId, ...columns(input.fields), newRuleSecret(), input.actor, input.at],
  );
  return id;
}

export async function updateRule(q: Queryable, input: { ruleId: string; numberId: string; fields: WebhookRuleFields; at: Date }): Promise<void> {
  if (input.fields.defaultRule) await clearOtherDefault(q, input.numberId, input.ruleId);
  await q.query(
    `update webhook_rules set sender_number_id = $2, url = $3, request_type = $4, http_headers = $5::jsonb, retry_count = $6, retry_delay_sec = $7,
       event_categories = $8::text[], default_rule = $9, event_type = $10, channel_id = $11, sender_label = $12, handover_template = $13,
       encrypt_payload = $14, algorithm = $15, updated_on = $16
     where id = $1`,
    [input.ruleId, input.numberId, ...columns(input.fields), input.at],
  );
}

/**
 * A new secret; the one it replaces signs beside it until `until`. A rotation during another one's
 * grace period ends that one: only the secret just replaced stays valid.
 */
export async function rotateSecret(q: Queryable, ruleId: string, at: Date, until: Date): Promise<void> {
  await q.query('update webhook_rules set previous_secret = secret, previous_secret_until = $3, secret = $2, updated_on = $4 where id = $1', [ruleId, newRuleSecret(), until, at]);
}

/** Takes `categories` off the rule, or the whole rule when none is named or none would be left. Answers the rule left, if any. */
export async function deleteRule(q: Queryable, rule: RuleRow, categories: readonly WebhookEventCategory[], at: Date): Promise<boolean> {
  const left = rule.event_categories.filter((category) => !categories.includes(category));
  if (categories.length === 0 || left.length === 0) {
    await q.query('delete from webhook_rules where id = $1', [rule.id]);
    return true;
  }
  await q.query('update webhook_rules set event_categories = $2::text[], updated_on = $3 where id = $1', [rule.id, left, at]);
  return false;
}
