import type { Db, Queryable } from '../../../platform/db/db';
import { openSecret, sealSecret } from '../sealed-secret';

/** What a Cloud API call acts on; the token is the one of the WABA it belongs to. */
export type TokenTarget = { wabaId: string } | { phoneNumberId: string } | { templateId: string };

export interface WabaTokens {
  /** The WABA's own business token, or null: then the system user's token (WHATSAPP_ACCESS_TOKEN) is used. */
  tokenFor(target: TokenTarget): Promise<string | null>;
  /** Keeps a signed-up WABA's business token, sealed, inside the caller's transaction; false when no key is set. */
  store(tx: Queryable, wabaId: string, token: string, now: Date): Promise<boolean>;
}

/** How long a looked-up token is reused: a campaign sends thousands of messages from one number. */
const REUSE_MS = 60_000;

type TargetKind = 'wabaId' | 'phoneNumberId' | 'templateId';
const wabaOf: Record<TargetKind, string> = {
  wabaId: 'select $1::text',
  phoneNumberId: 'select waba_id from sender_numbers where id = $1',
  templateId: 'select waba_id from whatsapp_templates where provider_id = $1 limit 1',
};

/**
 * Multi-tenant Cloud API credentials (issue #32): a customer who signs up through embedded sign-up
 * gives us a business token for their WABA, and Meta answers that WABA's calls to that token, not to
 * our system user unless it was assigned to the WABA. Without `key` nothing is kept and every call
 * uses the system user's token, as before.
 */
export function createWabaTokens(db: Db, key: Buffer | null, now: () => number = Date.now): WabaTokens {
  const known = new Map<string, { token: string | null; until: number }>();
  return {
    async tokenFor(target) {
      if (!key) return null;
      const [kind, id] = Object.entries(target)[0] as [TargetKind, string];
      const cacheKey = `${kind}:${id}`;
      const cached = known.get(cacheKey);
      if (cached && cached.until > now()) return cached.token;
      const [row] = await db.query<{ sealed_token: string }>(`select sealed_token from waba_tokens where waba_id = (${wabaOf[kind]})`, [id]);
      const token = row ? openSecret(key, row.sealed_token) : null;
      known.set(cacheKey, { token, until: now() + REUSE_MS });
      return token;
    },
    async store(tx, wabaId, token, at) {
      if (!key) return false;
      await tx.query('insert into waba_tokens (waba_id, sealed_token, stored_on) values ($1, $2, $3) on conflict (waba_id) do update set sealed_token = excluded.sealed_token, stored_on = excluded.stored_on', [wabaId, sealSecret(key, token), at]);
      known.clear();
      return true;
    },
  };
}
