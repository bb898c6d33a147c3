import type { Db } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import type { TemplateProvider } from '../../messaging/templates/template-provider';
import { numberUpdate, type NumberUpdate } from './phone-number-update';
import { atMeta } from '../../channel/provider-answers';
import { findWabaNumber, saveSyncedNumber, updateSyncedNumber, type SyncedNumberRow } from '../numbers-repo';
import { findPortfolioMessagingLimit, findWabaPortfolioId, savePortfolioMessagingLimit } from '../wabas-repo';

const changed = (row: SyncedNumberRow, update: NumberUpdate) =>
  row.display_number !== update.displayNumber ||
  (update.verifiedName !== undefined && row.verified_name !== update.verifiedName) ||
  (update.status !== undefined && row.status !== update.status) ||
  (update.quality !== undefined && row.quality !== update.quality) ||
  (update.throughput !== undefined && row.throughput !== update.throughput);

/** The account's WABA's portfolio, or 404: another account's WABA is not told apart from none. */
export async function ownWabaPortfolio(db: Db, esme: number, wabaId: string): Promise<string> {
  const portfolioId = await findWabaPortfolioId(db, esme, wabaId);
  if (!portfolioId) throw notFound('No such WhatsApp Business Account in your account.');
  return portfolioId;
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
      const row = await findWabaNumber(tx, target.wabaId, update.id);
      if (row) {
        if (!changed(row, update)) continue;
        await updateSyncedNumber(tx, { id: update.id, displayNumber: update.displayNumber, verifiedName: update.verifiedName ?? null, status: update.status ?? null, quality: update.quality ?? null, throughput: update.throughput ?? null });
        counts.updated += 1;
        continue;
      }
      const added = await saveSyncedNumber(tx, {
        id: update.id,
        esme: target.esme,
        wabaId: target.wabaId,
        displayNumber: update.displayNumber,
        verifiedName: update.verifiedName ?? update.displayNumber,
        status: update.status ?? 'CONNECTED',
        quality: update.quality ?? 'UNKNOWN',
        throughput: update.throughput ?? 80,
        at: target.at,
      });
      if (added) counts.added += 1;
    }
    // One tier for the portfolio: the highest Meta reports, as every number of a portfolio shares it.
    const limits = updates.flatMap((update) => (update.messagingLimit === undefined ? [] : [update.messagingLimit]));
    if (limits.length) {
      const limit = limits.includes(null) ? null : Math.max(...limits.filter((value): value is number => value !== null));
      await savePortfolioMessagingLimit(tx, portfolioId, limit, target.at);
    }
    return { ...counts, messagingLimit: await findPortfolioMessagingLimit(tx, portfolioId) };
  });
}
