import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/db';

/** The statuses our wabas table holds (migration 014); Meta's review statuses map onto them. */
const reviewStatuses = new Set(['PENDING', 'APPROVED', 'REJECTED', 'DISABLED']);

/** New portfolios start on the lowest messaging-limit tier, as Meta's do; syncPhoneNumber then reads the real one. */
const NEW_PORTFOLIO_LIMIT = 250;

/** Who holds a WABA here: its account, or undefined when no account does. */
export async function wabaHolder(q: Queryable, wabaId: string): Promise<{ esme: number; name: string; status: string } | undefined> {
  const [row] = await q.query<{ esme: number; name: string; status: string }>('select esme, name, status from wabas where id = $1', [wabaId]);
  return row;
}

/**
 * addWabaID's row: the WABA in a portfolio of its own, as a sign-up makes it. `false` when another
 * request stored it first (the caller re-reads who holds it). Meta's review status when ours has room for it, else APPROVED.
 */
export async function storeAddedWaba(tx: Queryable, added: { esme: number; wabaId: string; name: string; reviewStatus: string | undefined; at: Date }): Promise<boolean> {
  const status = added.reviewStatus && reviewStatuses.has(added.reviewStatus) ? added.reviewStatus : 'APPROVED';
  const portfolioId = randomUUID();
  await tx.query('insert into business_portfolios (id, esme, name, messaging_limit, created_on, updated_on) values ($1, $2, $3, $4, $5, $5)', [portfolioId, added.esme, `${added.name} portfolio`, NEW_PORTFOLIO_LIMIT, added.at]);
  const inserted = await tx.query('insert into wabas (id, esme, portfolio_id, name, status, created_on) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing returning id', [added.wabaId, added.esme, portfolioId, added.name, status, added.at]);
  if (inserted.length === 0) await tx.query('delete from business_portfolios where id = $1', [portfolioId]);
  return inserted.length > 0;
}

/** updateWabaInfo: the WABA's name as the console shows it; false when the account has no such WABA. */
export async function renameWaba(q: Queryable, esme: number, wabaId: string, name: string): Promise<boolean> {
  const updated = await q.query('update wabas set name = $3 where id = $1 and esme = $2 returning id', [wabaId, esme, name]);
  return updated.length > 0;
}
