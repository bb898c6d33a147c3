import type { ChannelName } from '../../channel/channel';

interface WhatsappStatusBody {
  entry?: Array<{ changes?: Array<{ value?: { statuses?: Array<{ id?: string; status?: string }> } }> }>;
}

/** What the WhatsApp provider told about each message id, from the webhook bodies it posted. */
export function toldStatuses() {
  const byMessage = new Map<string, Set<string>>();
  return {
    observe(channel: ChannelName, rawBody: string) {
      if (channel !== 'whatsapp') return;
      const body = JSON.parse(rawBody) as WhatsappStatusBody;
      for (const entry of body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const status of change.value?.statuses ?? []) {
            if (!status.id || !status.status) continue;
            byMessage.set(status.id, (byMessage.get(status.id) ?? new Set()).add(status.status));
          }
        }
      }
    },
    of: (messageId: string): ReadonlySet<string> => byMessage.get(messageId) ?? new Set(),
  };
}
