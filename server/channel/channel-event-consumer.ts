import type { ServerContext } from '../platform/context';
import type { ChannelEvent } from './channel';

/**
 * What happens to a provider's events once they are stored: each consumer reads them with their
 * outcomes from `applyChannelEvents` (a duplicate delivery reads `duplicate`, so it does nothing twice).
 * The list is composed once, in `channel-event-consumers.ts`; a new consumer is one line there.
 */
export interface ChannelEventConsumer {
  readonly name: string;
  /** `channel`: the provider the events came from (`whatsapp`, `rcs`). */
  take(ctx: ServerContext, events: readonly ChannelEvent[], outcomes: readonly string[], channel: string): Promise<void>;
}
