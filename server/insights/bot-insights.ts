import type { InsightsBot, InsightsChannel } from '@/api/contracts/insights';
import type { Queryable } from '../platform/db/db';
import { dropoffCounts } from '../chatbot/repo/conversations';

/** Bots shown beside the campaigns; the drop-off aggregate runs once per bot, so only the busiest are asked. */
const MAX_BOTS = 20;

/**
 * Conversations per bot started in the period and, from the chatbot's own drop-off aggregate over
 * the entry flow, the step where most of them stopped.
 */
export async function botInsights(q: Queryable, esme: number, period: { from: string; to: string }, channel: InsightsChannel | undefined): Promise<InsightsBot[]> {
  const rows = await q.query<{ id: string; name: string; channel: string; entry_flow_id: string | null; conversations: string; ended: string; turns: string }>(
    `select b.id, b.name, b.channel, b.entry_flow_id, count(c.id)::bigint as conversations,
       count(c.id) filter (where c.ended)::bigint as ended, coalesce(sum(c.turn_count), 0)::bigint as turns
     from bots b join conversations c on c.bot_id = b.id and c.started_at >= $2 and c.started_at < $3
     where b.esme = $1 and ($4::text is null or b.channel = $4)
     group by b.id order by conversations desc, b.name limit ${MAX_BOTS}`,
    [esme, period.from, period.to, channel ? channel.toUpperCase() : null],
  );
  return Promise.all(
    rows.map(async (row) => {
      const counts = row.entry_flow_id ? await dropoffCounts(q, row.id, row.entry_flow_id, new Date(period.from), new Date(period.to)) : [];
      const last = counts.filter((count) => count.what === 'last' && count.node_id !== null).sort((a, b) => b.n - a.n)[0];
      return {
        botId: row.id,
        name: row.name,
        channel: row.channel,
        conversations: Number(row.conversations),
        ended: Number(row.ended),
        turns: Number(row.turns),
        topDropoff: last?.node_id ? { nodeId: last.node_id, count: last.n } : null,
      };
    }),
  );
}
