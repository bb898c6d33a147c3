import type { Logger } from 'pino';
import type { Db } from '../../db/db';
import type { ChannelName, MessagingChannel } from '../channels/channel';
import type { DispatchPacing } from './pacing-port';

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
}
