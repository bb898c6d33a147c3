import { ProviderError } from '../../../channel/channel';
import type { SmsMessage, SmsSender } from '../../channels/sms/sms-sender';

export interface SentSms extends SmsMessage {
  id: string;
  at: Date;
}

/** Labelled so no one mistakes its records for real SMS: nothing leaves the machine. */
export const sandboxSmsLabel = 'sms-sandbox';

export interface SandboxSmsSender extends SmsSender {
  /** What it was asked to send, oldest first. */
  readonly sent: readonly SentSms[];
}

/** `anyHeader`: takes any well-formed header (3–11 letters or digits), not only `senderIds`. */
export function createSandboxSmsSender(options: { senderIds?: readonly string[]; anyHeader?: boolean; now?: () => Date } = {}): SandboxSmsSender {
  const ids = [...(options.senderIds ?? ['SNDBOX'])];
  const sent: SentSms[] = [];
  return {
    name: sandboxSmsLabel,
    sent,
    senderIds: () => Promise.resolve([...ids]),
    send(message) {
      if (!ids.includes(message.from) && !(options.anyHeader && /^[A-Za-z0-9]{3,11}$/.test(message.from))) return Promise.reject(new ProviderError(400, `Unknown SMS sender id ${message.from}`, false));
      if (!/^\+[1-9]\d{6,14}$/.test(message.to)) return Promise.reject(new ProviderError(400, `Not a phone number: ${message.to}`, false));
      const id = `sms-sandbox-${sent.length + 1}`;
      sent.push({ ...message, id, at: options.now?.() ?? new Date() });
      return Promise.resolve({ id });
    },
  };
}
