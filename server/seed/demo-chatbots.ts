import { randomUUID } from 'node:crypto';
import { SIGNUP_FLOW, createEmptyFlow, type FlowDocument } from '@/canvas/engine';
import type { Db, Queryable } from '../platform/db/db';
import { insertBot, updateBot } from '../chatbot/repo/bots';
import { insertFolder } from '../chatbot/repo/folders';
import { insertFlow, insertFlowVersion } from '../chatbot/repo/flows';

const SEEDED_KEY = 'demo_chatbots_seeded_at';
const SEED_AUTHOR = 'designer';

/** The demo bot of Acme Retail, for the chatbot pages and end-to-end tests. */
export const demoChatbot = { esme: 1001, folder: 'Customer care', bot: 'Order assistant', publishedFlow: 'Sign-up', draftFlow: 'Returns' } as const;

async function addFlow(tx: Queryable, botId: string, document: FlowDocument, now: Date): Promise<string> {
  const id = randomUUID();
  await insertFlow(tx, { id, botId, name: document.name, version: 1, document: { ...document, id, botId, version: 1, state: 'DRAFT' }, by: SEED_AUTHOR }, now);
  return id;
}

/**
 * Seeds the demo folder, bot and flows once (own marker, so databases seeded before the chatbot
 * area existed get them too). The published flow is the runtime's sign-up sample.
 */
export async function seedDemoChatbots(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, now.toISOString()]);
    const [account] = await tx.query('select 1 from accounts where esme = $1', [demoChatbot.esme]);
    if (!claimed.length || !account) return false;
    const folder = await insertFolder(tx, demoChatbot.esme, demoChatbot.folder, now);
    const botId = await insertBot(
      tx,
      { esme: demoChatbot.esme, name: demoChatbot.bot, description: 'Signs shoppers up for deals; returns flow in progress.', channel: 'RCS', folderId: folder.id },
      now,
    );
    const signup = await addFlow(tx, botId, { ...SIGNUP_FLOW, name: demoChatbot.publishedFlow }, now);
    await insertFlowVersion(tx, { flow_id: signup, draft_version: 1, document: { ...SIGNUP_FLOW, name: demoChatbot.publishedFlow, id: signup, botId, version: 1, state: 'PUBLISH' }, published_by: SEED_AUTHOR }, now);
    await addFlow(tx, botId, createEmptyFlow({ id: 'draft', botId, name: demoChatbot.draftFlow }), now);
    await updateBot(tx, botId, { entry_flow_id: signup }, now);
    return true;
  });
}
