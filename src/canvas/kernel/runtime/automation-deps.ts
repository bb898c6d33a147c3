/** The inbound event a WhatsApp automation reacts to, as its triggers read it. */
export interface AutomationEvent {
  /** A text message, a tap on a template's quick-reply button, or an opt-in (the contact wrote START). */
  type: 'message' | 'button' | 'opt-in';
  /** What the customer wrote, or the button's text. */
  text: string;
  /** The customer's number, E.164. */
  phone: string;
  /** The customer's WhatsApp profile name, when the provider gave it. */
  name?: string;
  /** When the customer wrote, epoch milliseconds. */
  at: number;
  /** The contact wrote nothing else to this number earlier the same UTC day. */
  firstOfDay: boolean;
}

/** What an action did, in words for the run log; a failure carries its reason. */
export type ActionResult = { ok: boolean; detail: string };

/**
 * What an automation's action kinds ask the server to do for the contact of the event. Injected as
 * the payments and apps adapters are, so a kind's step stays headless and its run deterministic.
 */
export interface AutomationActions {
  readonly event: AutomationEvent;
  /**
   * Sends the template `name` in `language` (without one, the language a document saved before
   * languages were picked always sent); `values` fill its variables by key (`templateVariableKeys`);
   * `nodeId` ties the reply's statuses to the node.
   */
  sendTemplate(template: { name: string; language?: string }, values: Readonly<Record<string, string>>, nodeId: string): Promise<ActionResult>;
  sendText(text: string, nodeId: string): Promise<ActionResult>;
  tag(tag: string): Promise<ActionResult>;
  optOut(): Promise<ActionResult>;
  handOver(note: string): Promise<ActionResult>;
  startFlow(flowId: string, nodeId: string): Promise<ActionResult>;
  /** Asks to be resumed after `seconds`; the step then waits (the run is stored and resumed later). */
  resumeAfter(seconds: number): void;
}
