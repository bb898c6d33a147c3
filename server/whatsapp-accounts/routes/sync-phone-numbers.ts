import type { Db } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import type { TemplateProvider } from '../../messaging/templates/template-provider';
import { numberUpdate, type NumberUpdate } from './phone-number-update';
import { atMeta } from '../../platform/http/provider-answers';

interface StoredNumber {
  id: string;
  display_number: string;
  verified_name: string;
  status: string;
  quality: string;
  throughput: number;
}

const changed = (row: StoredNumber, update: NumberUpdate) =>
  row.display_number !== update.displayNumber ||
  (update.verifiedName !== undefined && row.verified_name !== update.verifiedName) ||
  (update.status !== undefined && row.status !== update.status) ||
  (update.quality !== undefined && row.quality !== update.quality) ||
  (update.throughput !== undefined && row.throughput !== update.throughput);

/** The account's WABA's portfolio, or 404: another account's WABA is not told apart from none. */
export async function ownWabaPortfolio(db: Db, esme: number, wabaId: string): Promise<string> {
  const [waba] = await db.query<{ portfolio_id: string }>('select portfolio_id from wabas where id = $1 and esme = $2', [wabaId, esme]);
  if (!waba) throw notFound('No such WhatsApp Business Account in your account.');
  return waba.portfolio_id;
}

/**
 * syncPhoneNumber: Meta's list of the WABA's numbers brought into sender_numbers. Meta is asked before
 * the transaction opens (a slow Graph call must not hold it); a number Meta no longer lists is left
 * as it is, as templates are: its removal is Meta's news to tell, not an absence to guess from.
 */
export async function syncWabaNumbers(db: Db, provider: TemplateProvider, target: { esme: number; wabaId: string; at: Date }): Promise<{ added: number; updated: number; messagingLimit: number | null }> {
  const portfolioId = await ownWabaPortfolio(db, target.esme, target.wabaId);
  const updates = (await atMeta('list the phone numbers', () => provider.listPhoneNumbers(target.wabaId))).map(numberUpdate);
  return db.transaction(async (tx) => {
    const counts = { added: 0, updated: 0 };
    for (const update of updates) {
      const [row] = await tx.query<StoredNumber>('select id, display_number, verified_name, status, quality, throughput from sender_numbers where id = $1 and waba_id = $2', [update.id, target.wabaId]);
      if (row) {
        if (!changed(row, update)) continue;
        await tx.query(
          `update sender_numbers set display_number = $2, verified_name = coalesce($3, verified_name), status = coalesce($4, status), quality = coalesce($5, quality), throughput = coalesce($6, throughput)
            where id = $1`,
          [update.id, update.displayNumber, update.verifiedName ?? null, update.status ?? null, update.quality ?? null, update.throughput ?? null],
        );
        counts.updated += 1;
        continue;
      }
      // A number held by another WABA or account here (its id or display number) is not taken over.
      const inserted = await tx.query(
        `insert into sender_numbers (id, esme, waba_id, display_number, verified_name, status, quality, throughput, created_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
        [update.id, target.esme, target.wabaId, update.displayNumber, update.verifiedName ?? update.displayNumber, update.status ?? 'CONNECTED', update.quality ?? 'UNKNOWN', update.throughput ?? 80, target.at],
      );
      counts.added += inserted.length;
    }
    // One tier for the portfolio: the highest Meta reports, as every number of a portfolio shares it.
    const limits = updates.flatMap((update) => (update.messagingLimit === undefined ? [] : [update.messagingLimit]));
    if (limits.length) {
      const limit = limits.includes(null) ? null : Math.max(...limits.filter((value): value is number => value !== null));
      await tx.query('update business_portfolios set messaging_limit = $2, updated_on = $3 where id = $1 and messaging_limit is distinct from $2', [portfolioId, limit, target.at]);
    }
    const [portfolio] = await tx.query<{ messaging_limit: number | null }>('select messaging_limit from business_portfolios where id = $1', [portfolioId]);
    return { ...counts, messagingLimit: portfolio?.messaging_limit ?? null };
  });
}
