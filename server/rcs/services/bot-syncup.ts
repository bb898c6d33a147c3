import type { RcsTemplateSyncResponse } from '@/api/contracts/rcs-template-api';
import { checkRcsTemplate } from '@/api/rules/rcs-template-rules';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { messageNodesOf, templateNameOf, templateOfMessage } from './bot-messages';
import { listRcsSenders, ownRcsSender } from '../rcs-senders-repo';
import { saveSyncedRcsTemplate } from '../rcs-templates-repo';
import { findRcsBotName } from '../../chatbot/repo/bots';
import { listFlowDocuments } from '../../chatbot/repo/flows';

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
  const bot = await findRcsBotName(q, input.esme, input.botId);
  if (!bot) throw notFound('No such RCS bot in this account.');
  const senderId = input.senderId ? (await ownRcsSender(q, input.esme, input.senderId)).senderId : (await listRcsSenders(q, input.esme))[0]?.senderId;
  if (!senderId) throw notFound('This account has no RCS sender id.');
  const flows = await listFlowDocuments(q, input.botId);
  const result: RcsTemplateSyncResponse = { senderId, created: [], updated: [], skipped: [] };
  for (const node of flows.flatMap((flow) => messageNodesOf(flow.document))) {
    const template = templateOfMessage(templateNameOf(bot.name, node.id), node.data);
    const [problem] = checkRcsTemplate(template);
    if (problem) {
      result.skipped.push({ name: template.name, reason: `${problem.path} ${problem.rule}` });
      continue;
    }
    const saved = await saveSyncedRcsTemplate(q, { esme: input.esme, senderId, template, botId: input.botId, actor: input.actor, at: input.at });
    if (saved === 'name-taken') result.skipped.push({ name: template.name, reason: 'name-taken' });
    else (saved === 'created' ? result.created : result.updated).push(template.name);
  }
  return result;
}
