import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { actorOf } from '../../messaging/campaigns/campaign-actions';
import { findCampaignSource } from '../../messaging/campaigns/campaign-queries';
import { campaignHistory } from '../../messaging/campaigns/campaigns-repo';
import { presentView } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { allowedActions } from '../../messaging/campaigns/transitions';
import type { Caller } from '../../platform/access/caller';

/** The single view as the caller sees it, with the actions open to them. */
export async function campaignViewFor(q: Queryable, caller: Caller, id: string) {
  const row = await findCampaignSource(q, caller.esme, id);
  if (!row) throw notFound('No such campaign.');
  const counts = (await readCounters(q, [row.id])).get(row.id);
  return presentView(row, counts, await campaignHistory(q, row.id), allowedActions(row.state, actorOf(caller, row)));
}
