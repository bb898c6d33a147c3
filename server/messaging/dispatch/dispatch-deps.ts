import type { Logger } from 'pino';
import type { Db, Queryable } from '../../platform/db/db';
import type { ChannelName, MessagingChannel } from '../../channel/channel';
import type { DispatchPacing } from '../pacing/pacing-port';

/**
 * One recipient's variables as they go out, with each tracked URL button's address swapped for a token
 * of the message, stored before the send (server/insights/message-links.ts `withTrackedLinks`). Passed in
 * by whoever starts the dispatcher, so dispatch does not reach up into the reports that count the clicks.
 */
export type TrackLinks = (q: Queryable, input: { campaignId: string; recipientId: string; buttons: readonly number[]; values: Record<string, string> }) => Promise<Record<string, string>>;

export interface DispatchDeps {
  db: Db;
  logger: Logger;
  /** The provider clients by channel (the sandbox's by default, the real ones in production). */
  channels: Partial<Record<ChannelName, MessagingChannel>>;
  pacing: DispatchPacing;
  now: () => Date;
  /** Recipients one job claims (messaging.md: 500–1,000). */
  chunkSize: number;
  /** A claimed row's lease: this much beyond twice the chunk's sending time at the number's rate. */
  leaseGraceMs: number;
  /** Queues the campaign's next chunk, now or (continuation after a wait) at `at`. */
  enqueue(campaignId: string, at?: Date): Promise<void>;
  trackLinks: TrackLinks;
}
