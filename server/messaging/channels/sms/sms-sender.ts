/**
 * An SMS provider's client, under the SMS channel (sms-channel.ts), which is also the road for RCS
 * messages a number cannot receive (spec §7 `rcs/getSmsSenderIds`). One adapter per SMS provider;
 * the sandbox one (sandbox/sms) records what it sent.
 */

export interface SmsMessage {
  /** A sender id of the account (a header such as `SNDBOX`). */
  from: string;
  /** E.164 with the plus. */
  to: string;
  text: string;
  /** India: the DLT template the text is registered as, which the operator checks the text against. */
  dltTemplateId?: string;
  /** Ours, so reports tie the SMS to its recipient row. */
  reference: string;
}

export interface SmsSender {
  readonly name: string;
  /** The sender ids an account may use. */
  senderIds(account: string): Promise<string[]>;
  send(message: SmsMessage): Promise<{ id: string }>;
}
