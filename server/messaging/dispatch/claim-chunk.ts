import { campaignChannels } from '../channels/campaign-channels';
import { moveRecipients, type MovedRecipient } from '../campaigns/recipient-moves';
import type { ReachedMinute } from '../pacing/portfolio-tier';
import type { DispatchDeps } from './dispatch-deps';
import { windowOf, type DispatchCampaign } from './dispatch-campaign';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Claim {
  /** SENDING now, leased, and counted in the portfolio's window. */
  rows: MovedRecipient[];
  skipped: number;
  /** Put off to their send window (PENDING with not_before). */
  deferred: number;
  /** Set when the portfolio's 24-hour limit held recipients back: when the window frees room. */
  tierContinuesAt: Date | null;
}

interface Candidate {
  id: string;
  phone: string;
  /** Already counted in the portfolio's window: reaching them again costs nothing. */
  known: boolean;
}

/**
 * Claims the next recipients of a campaign in one transaction: opted-out ones (where the channel says opt-outs hold) and ones
 * that cannot go out before their expiry are SKIPPED; ones outside their send window wait PENDING
 * until it opens; of the rest, as many as the portfolio's 24-hour limit allows move to SENDING and
 * are counted in its window at once. The portfolio row is locked while counting, so every process
 * sharing the portfolio counts in turn and together they never pass the limit.
 */
export async function claimChunk(deps: DispatchDeps, campaign: DispatchCampaign, size: number, lease: Date): Promise<Claim> {
  const now = deps.now();
  const since = new Date(now.getTime() - DAY_MS);
  return deps.db.transaction(async (tx) => {
    if (campaign.messaging_limit !== null) await tx.query('select 1 from business_portfolios where id = $1 for update', [campaign.portfolio_id]);
    const candidates = await tx.query<Candidate>(
      `select r.id::text, r.phone, exists (select 1 from portfolio_recipient_sends p where p.portfolio_id = $2 and p.phone = r.phone and p.last_sent_at > $3) as known
       from campaign_recipients r
       where r.campaign_id = $1 and r.status = 'PENDING' and (r.not_before is null or r.not_before <= $4)
       order by r.id limit $5 for update of r skip locked`,
      [campaign.id, campaign.portfolio_id, since, now, size],
    );
    const claim: Claim = { rows: [], skipped: 0, deferred: 0, tierContinuesAt: null };
    if (!candidates.length) return claim;

    const optedOut = new Set<string>();
    if (campaignChannels[campaign.channel].optOutsHold(campaign)) {
      const rows = await tx.query<{ phone: string }>('select phone from opt_outs where esme = $1 and phone = any($2::text[])', [campaign.esme, candidates.map((row) => row.phone)]);
      for (const row of rows) optedOut.add(row.phone);
    }
    const plannedAt = new Date(campaign.schedule_at ?? campaign.started_on ?? now);
    const window = windowOf(campaign);
    const expired: string[] = [];
    const later = new Map<string, Date>();
    const ready: Candidate[] = [];
    for (const row of candidates) {
      if (optedOut.has(row.phone)) continue;
      const plan = deps.pacing.planRecipient({ phone: row.phone, window, fallbackTimeZone: campaign.time_zone ?? campaign.account_timezone, plannedAt, expiryHours: campaign.expiry_hours, channel: campaign.channel, now });
      if (plan.kind === 'expired') expired.push(row.id);
      else if (plan.kind === 'later') later.set(row.id, plan.at);
      else ready.push(row);
    }

    if (optedOut.size) {
      claim.skipped += (
        await moveRecipients(tx, {
          where: `id = any($1::bigint[])`,
          set: `status = 'SKIPPED', skip_reason = 'opted_out', error_text = 'Opted out of marketing messages', skipped_at = $2, lease_until = null`,
          params: [candidates.filter((row) => optedOut.has(row.phone)).map((row) => row.id), now],
        })
      ).length;
    }
    if (expired.length) {
      claim.skipped += (
        await moveRecipients(tx, {
          where: `id = any($1::bigint[])`,
          set: `status = 'SKIPPED', skip_reason = 'expired', error_text = 'Not sent within ${campaign.expiry_hours ?? 0} hours of the planned time', skipped_at = $2, lease_until = null`,
          params: [expired, now],
        })
      ).length;
    }
    if (later.size) {
      await tx.query(`update campaign_recipients r set not_before = w.at from unnest($1::bigint[], $2::timestamptz[]) as w(id, at) where r.id = w.id`, [[...later.keys()], [...later.values()]]);
      claim.deferred = later.size;
    }

    let allowedNew = Number.MAX_SAFE_INTEGER;
    const wantedNew = ready.filter((row) => !row.known).length;
    if (campaign.messaging_limit !== null && wantedNew > 0) {
      const reached = await tx.query<ReachedMinute>(
        `select date_trunc('minute', last_sent_at) as minute, count(*)::int as users from portfolio_recipient_sends where portfolio_id = $1 and last_sent_at > $2 group by 1`,
        [campaign.portfolio_id, since],
      );
      const answer = deps.pacing.tierAllowance({ limit: campaign.messaging_limit, reached: reached.map((row) => ({ minute: new Date(row.minute), users: row.users })), now, wanted: wantedNew, minBatch: Math.min(wantedNew, deps.chunkSize) });
      allowedNew = answer.allowed;
      claim.tierContinuesAt = answer.continuesAt;
    }
    const taken: Candidate[] = [];
    for (const row of ready) {
      if (!row.known) {
        if (allowedNew <= 0) continue;
        allowedNew -= 1;
      }
      taken.push(row);
    }
    if (!taken.length) return claim;
    claim.rows = await moveRecipients(tx, {
      where: `id = any($1::bigint[])`,
      set: `status = 'SENDING', lease_until = $2, sending_at = $3, not_before = null`,
      params: [taken.map((row) => row.id), lease, now],
    });
    // Counted from the claim, not the provider's answer: a claimed recipient may reach the user any moment now.
    // An RBM agent belongs to no WhatsApp portfolio, so RCS has no 24-hour tier to count against.
    if (campaign.portfolio_id !== null) await tx.query(
      `insert into portfolio_recipient_sends (portfolio_id, phone, last_sent_at) select $1, unnest($2::text[]), $3
       on conflict (portfolio_id, phone) do update set last_sent_at = greatest(portfolio_recipient_sends.last_sent_at, excluded.last_sent_at)`,
      [campaign.portfolio_id, claim.rows.map((row) => row.phone), now],
    );
    return claim;
  });
}
