import type { BotMessage } from './bot-message';

/** Any value a variable can hold once the session is stored as JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type Variables = Record<string, JsonValue>;

/** A file the user sent; FORM upload fields store this object in their variable. */
export interface UploadedFile {
  name: string;
  mimeType: string;
  size: number;
  url: string;
}

/** What the user (or the server's idle timer) did. */
export type UserEvent =
  | { type: 'start'; fromNodeId?: string; variables?: Variables }
  | { type: 'text'; text: string }
  | { type: 'postback'; data: string }
  | { type: 'upload'; file: UploadedFile }
  | { type: 'timeout' };

/** The events a waiting node can receive; `start` and `timeout` are handled by the session. */
export type UserInput = Extract<UserEvent, { type: 'text' | 'postback' | 'upload' }>;

/** Where the session waits for the user; `ref` is an adapter's reference (a payment, an app session). */
export interface WaitingFor {
  nodeId: string;
  kind: 'reply' | 'form-field' | 'upload';
  /** The FORM field id asked for. */
  field?: string;
  ref?: string;
}

export interface FormProgress {
  nodeId: string;
  fieldIndex: number;
}

/**
 * Everything the runtime knows about one conversation, as plain JSON: the server stores it per
 * conversation and hands it back with the next event.
 */
export interface SessionState {
  /** The flow being run; differs from the entry flow after a FLOW jump. */
  flowId: string;
  /** The node executed last (the waiting node while `waitingFor` is set); null before the first step. */
  currentNodeId: string | null;
  variables: Variables;
  waitingFor: WaitingFor | null;
  formProgress?: FormProgress;
  /** Ended sessions answer nothing; the next user message starts a new session. */
  ended: boolean;
  /** Distinct node ids of the current flow, in first-visit order (reset by jumps and restarts). */
  visited: string[];
  /** The last text message sent, for the handover action `Send previous text message`. */
  lastTextMessage: BotMessage | null;
  /**
   * The conversation's language as the channel gave it (`ar`, `ar-EG`); each flow answers in it when
   * it has it, else in its default language. Absent in sessions stored before flows had languages.
   */
  language?: string;
}
