import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/db';

/** The statuses our wabas table holds (migration 014); Meta's review statuses map onto them. */
const reviewStatuses = new Set(['PENDING', 'APPROVED', 'REJECTED', 'DISABLED']);

/** New portfolios start on the lowest messaging-limit tier, as Meta's do; syncPhoneNumber then reads the real one. */
const NEW_PORTFOLIO_LIMIT = 250;

/** A new portfolio, on the lowest tier: addWabaID's and embedded sign-up's. */
export async function savePortfolio(tx: Queryable, portfolio: { id: string; esme: number; name: string; at: Date }): Promise<void> {
  await tx.query('insert into business_portfolios (id, esme, name, messaging_limit, created_on, updated_on) values ($1, $2, $3, $4, $5, $5)', [portfolio.id, portfolio.esme, portfolio.name, NEW_PORTFOLIO_LIMIT, portfolio.at]);
}

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
  await savePortfolio(tx, { id: portfolioId, esme: added.esme, name: `${added.name} portfolio`, at: added.at });
  const inserted = await tx.query('insert into wabas (id, esme, portfolio_id, name, status, created_on) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing returning id', [added.wabaId, added.esme, portfolioId, added.name, status, added.at]);
  if (inserted.length === 0) await tx.query('delete from business_portfolios where id = $1', [portfolioId]);
  return inserted.length > 0;
}

/** updateWabaInfo: the WABA's name as the console shows it; false when the account has no such WABA. */
export async function renameWaba(q: Queryable, esme: number, wabaId: string, name: string): Promise<boolean> {
  const updated = await q.query('update wabas set name = $3 where id = $1 and esme = $2 returning id', [wabaId, esme, name]);
  return updated.length > 0;
}

/** Embedded sign-up's WABA; `mmLiteOnboardedOn` when the dialog onboarded it to Marketing Messages Lite. */
export async function saveSignedUpWaba(tx: Queryable, waba: { id: string; esme: number; portfolioId: string; name: string; status: string; at: Date; mmLiteOnboardedOn: Date | null }): Promise<void> {
  await tx.query('insert into wabas (id, esme, portfolio_id, name, status, created_on, mm_lite_onboarded_on) values ($1, $2, $3, $4, $5, $6, $7)', [
    waba.id,
    waba.esme,
    waba.portfolioId,
    waba.name,
    waba.status,
    waba.at,
    waba.mmLiteOnboardedOn,
  ]);
}

/** A WABA the account holds onboarded to Marketing Messages Lite; its first onboarding's date stays. */
export async function markWabaMmLiteOnboarded(tx: Queryable, esme: number, wabaId: string, at: Date): Promise<void> {
  await tx.query('update wabas set mm_lite_onboarded_on = coalesce(mm_lite_onboarded_on, $2) where id = $1 and esme = $3', [wabaId, at, esme]);
}

/** The account's WABA's id, or undefined when the account has no such WABA. */
export async function findWabaId(q: Queryable, esme: number, wabaId: string): Promise<string | undefined> {
  const [waba] = await q.query<{ id: string }>('select id from wabas where id = $1 and esme = $2', [wabaId, esme]);
  return waba?.id;
}

/** The account's WABA's portfolio, or undefined when the account has no such WABA. */
export async function findWabaPortfolioId(q: Queryable, esme: number, wabaId: string): Promise<string | undefined> {
  const [waba] = await q.query<{ portfolio_id: string }>('select portfolio_id from wabas where id = $1 and esme = $2', [wabaId, esme]);
  return waba?.portfolio_id;
}

/** The portfolio's messaging limit (null is unlimited), written only when it differs. */
export async function savePortfolioMessagingLimit(tx: Queryable, portfolioId: string, limit: number | null, at: Date): Promise<void> {
  await tx.query('update business_portfolios set messaging_limit = $2, updated_on = $3 where id = $1 and messaging_limit is distinct from $2', [portfolioId, limit, at]);
}

export async function findPortfolioMessagingLimit(q: Queryable, portfolioId: string): Promise<number | null> {
  const [portfolio] = await q.query<{ messaging_limit: number | null }>('select messaging_limit from business_portfolios where id = $1', [portfolioId]);
  return portfolio?.messaging_limit ?? null;
}
