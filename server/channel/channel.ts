import type { TemplateContent } from '@/api/contracts/whatsapp-template';

/**
 * The seam between the channel-agnostic campaign core (campaigns/, dispatch/) and a provider's
 * client (channels/whatsapp, channels/rcs). Dispatch hands one recipient's message to `send`; the
 * provider's later news (statuses, replies) comes back through the webhook route as `ChannelEvent`s.
 */

export type ChannelName = 'whatsapp' | 'rcs' | 'sms';

export interface InboundMedia {
  kind: 'image' | 'video' | 'audio' | 'document' | 'sticker';
  id: string;
  mimeType: string;
  fileName: string | null;
}

/** What a channel sends, the same for every recipient of a campaign: the channel names its own content. */
export type OutboundContent =
  | {
      channel: 'whatsapp';
      /** The stored template; its variables are filled from `variables`. */
      template: TemplateContent;
      /** Through Marketing Messages Lite (`marketing_messages`): the sender's WABA is onboarded and the template is MARKETING. */
      marketingMessages?: boolean;
    }
  | {
      channel: 'rcs';
      /** The agent message body as the RBM API takes it. */
      rcsMessage: unknown;
      /** The SMS header a number that cannot receive RCS gets the message from; null: no fallback; absent: the server's configured one. */
      smsFallbackFrom?: string | null;
      /** The fallback SMS's DLT template: its id and its text with `{{dlt_1}}`… for its `{#var#}`s; absent: the RCS template's SMS text. */
      smsFallbackDlt?: { templateId: string; text: string };
    }
  | {
      channel: 'sms';
      /** The text with `{{name}}` or `{{1}}` for each variable, filled from `variables`. */
      text: string;
      /** India: the DLT template the text is registered as. */
      dltTemplateId?: string;
    };

/** One recipient's message: the content of its channel, and whom it goes to and from. */
export type OutboundMessage = OutboundContent & {
  /** Recipient in E.164 with the plus (`+919812345678`); clients convert to the provider's form. */
  to: string;
  /** The sender: a WhatsApp phone-number id, an RBM agent id, or an SMS header. */
  senderId: string;
  /** Variable values by name (`first_name`) or position (`1`, `2`, …). */
  variables: Readonly<Record<string, string>>;
  /** Ours, so a provider's answer can be tied back even before its id is stored. */
  reference: string;
  /**
   * The channel's bulk check (`reachableOf`) found that the number cannot receive on the channel: it
   * goes by the channel's other road (RCS: the SMS fallback), or is refused, without asking the provider.
   */
  unreachable?: boolean;
};

export interface SendResult {
  providerMessageId: string;
  /** Set when the channel delivered by another road (RCS to a number without RCS: SMS), counted apart. */
  via?: 'sms';
}

/** A refusal from the provider, with its own numeric code (e.g. 130429, 131026). */
export class ProviderError extends Error {
  constructor(
    readonly code: number,
    readonly title: string,
    /** True when the same message may be tried again later (throughput, outage). */
    readonly retryable: boolean,
    /** How long the provider asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(`${code} ${title}`);
    this.name = 'ProviderError';
  }
}

/** Whether a number can receive messages on the channel; UNKNOWN where the provider cannot tell. */
export type ContactReach = 'ON_CHANNEL' | 'NOT_ON_CHANNEL' | 'UNKNOWN';

/** Numbers in E.164 with the plus → their reach, in the same order. */
export type CheckContacts = (phones: readonly string[]) => Promise<ContactReach[]>;

/** A provider without a contacts check (Meta's Cloud API today): every number is UNKNOWN. */
export const unknownContacts: CheckContacts = async (phones) => phones.map(() => 'UNKNOWN' as const);

/** Our references of replies to inbound messages (server/automation): their statuses belong to no campaign. */
export const REPLY_REFERENCE_PREFIX = 'reply:';

/** A free-form reply to a customer who wrote in (WhatsApp: inside their 24-hour window). */
export interface OutboundText {
  /** E.164 with the plus. */
  to: string;
  senderId: string;
  text: string;
  /** The customer's message being answered, quoted by the provider. */
  replyTo?: string;
  reference: string;
}

/** A reply with up to three reply buttons; a tap comes back as an inbound message whose payload is the button's id. */
export interface OutboundButtons {
  /** E.164 with the plus. */
  to: string;
  senderId: string;
  body: string;
  buttons: ReadonlyArray<{ id: string; title: string }>;
  replyTo?: string;
  reference: string;
}

export interface MessagingChannel {
  readonly name: ChannelName;
  send(message: OutboundMessage): Promise<SendResult>;
  /** Absent where the channel sends templates or agent messages only. */
  sendText?(message: OutboundText): Promise<SendResult>;
  /** Absent where the channel has no reply buttons of this shape. */
  sendButtons?(message: OutboundButtons): Promise<SendResult>;
  /** Contact scrubbing's "not on WhatsApp"; absent means the same as `unknownContacts`. */
  checkContacts?: CheckContacts;
  /**
   * Messages still undelivered `afterSeconds` after they went out are taken back, so the channel's other
   * road can carry them (RCS: RBM's revoke, then SMS); absent where a channel cannot take one back.
   */
  revoking?: {
    afterSeconds: number;
    /** 'delivered' when the provider says it is too late: the message reached the device. */
    revoke(message: { to: string; senderId: string; providerMessageId: string }): Promise<'revoked' | 'delivered'>;
  };
  /**
   * Tells the customer their message was read (RCS: the agent event READ). `eventId` is a UUID kept
   * across retries, so a retried receipt shows once. Absent where the channel sends no read receipts.
   */
  markRead?(message: { to: string; senderId: string; providerMessageId: string; eventId: string }): Promise<void>;
  /** Of these numbers (E.164 with the plus), the ones the sender can reach, asked in bulk; absent where the provider has no bulk check. */
  reachableOf?(senderId: string, phones: readonly string[]): Promise<ReadonlySet<string>>;
}

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export type ChannelEvent =
  | {
      kind: 'status';
      providerMessageId: string;
      status: DeliveryStatus;
      at: Date;
      /** E.164 with the plus. */
      recipient: string;
      /**
       * Our `OutboundMessage.reference`, echoed by the provider (WhatsApp: biz_opaque_callback_data).
       * A status can arrive before dispatch has stored the provider's id; this still finds the row.
       */
      reference?: string;
      error?: { code: number; title: string };
      /** What the provider says the message is charged as (WhatsApp: `pricing` on sent and delivered). */
      pricing?: { billable: boolean; category: string; model: string };
    }
  | {
      kind: 'inbound';
      providerMessageId: string;
      /** E.164 with the plus. */
      from: string;
      /** The business number or agent that received it. */
      senderId: string;
      text: string;
      at: Date;
      /** A button or suggestion's payload, when the reply was a tap. */
      payload?: string;
      /** A photo, video, voice note or document the customer sent: the provider's media id, fetched on demand. */
      media?: InboundMedia;
      /** The sender's profile name, when the provider gave it (WhatsApp: `contacts[].profile.name`). */
      contactName?: string;
    }
  | {
      kind: 'template';
      providerTemplateId: string;
      name: string;
      language: string;
      event: 'APPROVED' | 'REJECTED' | 'PENDING' | 'PAUSED' | 'DISABLED' | 'FLAGGED' | 'REINSTATED';
      reason: string | null;
      at: Date;
    }
  | {
      /** A template's own quality rating changed (WhatsApp message_template_quality_update). */
      kind: 'template-quality';
      providerTemplateId: string;
      name: string;
      language: string;
      quality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
      previousQuality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
      at: Date;
    }
  | {
      /** Meta's `account_update` `MM_LITE_TERMS_SIGNED`: the WABA's business accepted Marketing Messages Lite's terms. */
      kind: 'mm-lite-terms';
      wabaId: string;
      at: Date;
    }
  | {
      kind: 'quality';
      senderId: string;
      quality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
      /** The portfolio's messaging limit after the change, when it changed. */
      tier?: number | null;
      at: Date;
    };
