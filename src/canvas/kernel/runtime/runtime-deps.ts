import type { AutomationActions } from './automation-deps';
import type { BotMessage } from './bot-message';
import type { RuntimeTexts } from './runtime-texts';
import type { UserInput, Variables } from './session-types';

/** The HTTP request an API node makes; the server's fetcher turns it into a real call. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Null for GET and for empty bodies; `form_data` stays as fields so the fetcher builds the multipart body. */
  body: null | { type: 'raw'; text: string } | { type: 'urlencoded'; text: string } | { type: 'form_data'; fields: { key: string; value: string }[] };
  /** `Private` endpoints get the bot's credentials from the server's fetcher. */
  access: 'Public' | 'Private';
  timeoutMs: number;
  /** Aborted when the runtime gives up waiting (`timeoutMs`). */
  signal: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /** Text (parsed as JSON when it is JSON) or an already parsed value. */
  body: unknown;
}

export type Fetcher = (request: HttpRequest) => Promise<HttpResponse>;

export type PaymentStatus = 'paid' | 'pending' | 'failed';

/** A payment provider: a link the user pays at, and its status when the user comes back. */
export interface PaymentsAdapter {
  /** Sandbox adapters say so, so that nobody mistakes a test payment for a real one. */
  readonly sandbox: boolean;
  createPayment(request: { amount: number; currency: string; description: string; reference: string }): Promise<{ paymentId: string; url: string }>;
  getPayment(paymentId: string): Promise<{ status: PaymentStatus; url: string }>;
}

/** The result of handing a turn to an app. */
export type AppTurn =
  | { status: 'continue'; messages: BotMessage[] }
  | { status: 'done'; messages: BotMessage[]; variables: Variables }
  | { status: 'failed'; messages: BotMessage[]; reason: string };

/** Apps the conversation is handed to (APP node); the app answers the user until it returns. */
export interface AppsAdapter {
  readonly sandbox: boolean;
  start(request: { appId: string; params: Record<string, string>; variables: Variables }): Promise<AppTurn & { sessionId: string }>;
  handle(sessionId: string, input: UserInput): Promise<AppTurn>;
}

/**
 * What a kind's step may call: everything it does not compute itself, injected so that runs are
 * deterministic. The engine's `RuntimeDeps` adds what only the engine needs (other flows).
 */
export interface StepDeps {
  fetcher: Fetcher;
  payments: PaymentsAdapter;
  apps: AppsAdapter;
  /** Epoch milliseconds. */
  now(): number;
  /** API calls give up after this long (default 10,000 ms). */
  apiTimeoutMs?: number;
  /** Node executions allowed per user event before the runtime stops a loop (default 200). */
  stepBudget?: number;
  /** The runtime's own sentences (re-asks, errors), for bots in other languages. */
  texts?: Partial<RuntimeTexts>;
  /** Only when an automation runs: its inbound event and the actions its kinds take (absent in a chatbot). */
  automation?: AutomationActions;
}

export const DEFAULT_API_TIMEOUT_MS = 10_000;
export const DEFAULT_STEP_BUDGET = 200;
