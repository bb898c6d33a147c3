import type { RcsTemplateSyncResponse } from '@/api/contracts/rcs-template-api';
import { checkRcsTemplate } from '@/api/rules/rcs-template-rules';
import type { Queryable } from '../../../platform/db/db';
import { notFound } from '../../../platform/api-error';
import { messageNodesOf, templateNameOf, templateOfMessage } from './bot-messages';
import { listRcsSenders, ownRcsSender } from '../../rcs-senders-repo';

interface SyncInput {
  esme: number;
  botId: string;
  senderId?: string;
  actor: string;
  at: Date;
}

/**
 * Brings every message node of an RCS bot's flows (as last saved) in as templates of one agent,
 * named `<bot>_<node>`: new names are created, names synced before are replaced, and templates the
 * console made under the same name are left alone. Nodes that break an RBM rule are reported.
 */
export async function syncBotTemplates(q: Queryable, input: SyncInput): Promise<RcsTemplateSyncResponse> {
  const [bot] = await q.query<{ name: string }>(`select name from bots where id = $1 and esme = $2 and channel = 'RCS'`, [input.botId, input.esme]);
  if (!bot) throw notFound('No such RCS bot in this account.');
  const senderId = input.senderId ? (await ownRcsSender(q, input.esme, input.senderId)).senderId : (await listRcsSenders(q, input.esme))[0]?.senderId;
  if (!senderId) throw notFound('This account has no RCS sender id.');
  const flows = await q.query<{ document: unknown }>('select document from flows where bot_id = $1 order by created_on, id', [input.botId]);
  const result: RcsTemplateSyncResponse = { senderId, created: [], updated: [], skipped: [] };
  for (const node of flows.flatMap((flow) => messageNodesOf(flow.document))) {
    const template = templateOfMessage(templateNameOf(bot.name, node.id), node.data);
    const [problem] = checkRcsTemplate(template);
    if (problem) {
      result.skipped.push({ name: template.name, reason: `${problem.path} ${problem.rule}` });
      continue;
    }
    const [row] = await q.query<{ inserted: boolean }>(
      `insert into rcs_templates (esme, sender_id, name, language, type, content, source, bot_id, created_by, created_on, updated_on)
       values ($1, $2, $3, 'en', $4, $5::jsonb, 'syncup', $6, $7, $8, $8)
       on conflict (sender_id, name, language) do update set type = excluded.type, content = excluded.content, bot_id = excluded.bot_id, updated_on = excluded.updated_on
         where rcs_templates.source = 'syncup'
       returning (xmax = 0) as inserted`,
      [input.esme, senderId, template.name, template.type, JSON.stringify(template), input.botId, input.actor, input.at],
    );
    if (!row) result.skipped.push({ name: template.name, reason: 'name-taken' });
    else (row.inserted ? result.created : result.updated).push(template.name);
  }
  return result;
}
