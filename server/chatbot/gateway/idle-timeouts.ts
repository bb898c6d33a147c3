import type { Logger } from 'pino';
import type { Db } from '../../platform/db/db';
import { botsWithOpenConversations, idleConversations } from '../repo/conversations';
import { latestPublishedDocuments } from '../repo/flows';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { runGatewayTurn } from './gateway-turn';

/**
 * Sends the `timeout` event, as a connector would, to every open conversation that has been quiet
 * for longer than its bot's `timeoutSeconds` (entry flow settings), so the bot's timeout action
 * runs without a user or connector asking. Answers how many conversations it timed out.
 */
export async function fireIdleTimeouts(db: Db, now: () => Date): Promise<number> {
  let fired = 0;
  for (const bot of await botsWithOpenConversations(db)) {
    const entry = (await latestPublishedDocuments(db, bot.id)).find((row) => row.flow_id === bot.entry_flow_id);
    if (!entry) continue;
    const { timeoutSeconds } = storedFlowDocument(entry.document).settings;
    const idleSince = new Date(now().getTime() - timeoutSeconds * 1000);
    for (const conversationId of await idleConversations(db, bot.id, idleSince)) {
      // Refused as busy: the user wrote meanwhile, so the conversation is no longer idle.
      if ((await runGatewayTurn(db, bot, conversationId, { type: 'timeout' }, now)).ok) fired += 1;
    }
  }
  return fired;
}

/** Runs `fireIdleTimeouts` every `everyMs` (never two sweeps at once); the answer stops it. */
export function startIdleTimeouts(db: Db, logger: Logger, now: () => Date, everyMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fireIdleTimeouts(db, now)
      .then((fired) => {
        if (fired) logger.info({ fired }, 'idle conversations timed out');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'idle timeout sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
