import { type AppsAdapter, type AppTurn, botText, type PaymentsAdapter, type PaymentStatus, type UserInput } from '@/canvas/kernel';

/** Sandbox payments, as created, for the simulator's payment panel. */
export interface SandboxPayment {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  status: PaymentStatus;
  url: string;
}

export interface SandboxPaymentsAdapter extends PaymentsAdapter {
  readonly sandbox: true;
  readonly payments: ReadonlyMap<string, SandboxPayment>;
  /** Settles a payment as the provider's webhook would. */
  settle(paymentId: string, status: PaymentStatus): void;
}

/**
 * A payment provider twin for the simulator and tests: it checks amount and currency like a real
 * provider, numbers payments `sandbox-pay-1`, `sandbox-pay-2`…, links to a `.invalid` host, and
 * settles a payment with `settleOnCheck` (default `paid`) the first time its status is read,
 * unless `settle` was called.
 * @example const payments = createSandboxPayments({ settleOnCheck: 'failed' });
 */
export function createSandboxPayments(options: { settleOnCheck?: PaymentStatus } = {}): SandboxPaymentsAdapter {
  const payments = new Map<string, SandboxPayment>();
  const settled = new Set<string>();
  const find = (paymentId: string): SandboxPayment => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`sandbox: no payment ${paymentId}`);
    return payment;
  };
  return {
    sandbox: true,
    payments,
    createPayment: async ({ amount, currency, description }) => {
      if (!(amount > 0) || !Number.isFinite(amount)) throw new Error(`sandbox: invalid amount ${amount}`);
      if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`sandbox: invalid currency ${currency}`);
      const paymentId = `sandbox-pay-${payments.size + 1}`;
      const url = `https://payments.sandbox.invalid/pay/${paymentId}`;
      payments.set(paymentId, { paymentId, amount, currency, description, status: 'pending', url });
      return { paymentId, url };
    },
    getPayment: async (paymentId) => {
      const payment = find(paymentId);
      if (!settled.has(paymentId)) {
        payment.status = options.settleOnCheck ?? 'paid';
        settled.add(paymentId);
      }
      return { status: payment.status, url: payment.url };
    },
    settle: (paymentId, status) => {
      find(paymentId).status = status;
      settled.add(paymentId);
    },
  };
}

const SANDBOX_APP_PROMPT = '[Sandbox] App "{appId}" is answering now. Send any message to go back to the bot, or "fail" to see an app failure.';

/**
 * An app twin for the simulator and tests: it greets, then on the next message returns to the
 * flow with `app_result` (the message text) and its parameters as variables; "fail" makes it fail.
 * Every message it sends starts with `[Sandbox]`.
 * @example createSandboxApps().start({ appId: 'crm', params: { lead: '7' }, variables: {} })
 */
export function createSandboxApps(): AppsAdapter & { readonly sandbox: true } {
  const sessions = new Map<string, { appId: string; params: Record<string, string> }>();
  let started = 0;
  return {
    sandbox: true,
    start: async ({ appId, params }) => {
      if (appId.trim() === '') throw new Error('sandbox: no app id');
      started += 1;
      const sessionId = `sandbox-app-${started}`;
      sessions.set(sessionId, { appId, params });
      return { sessionId, status: 'continue', messages: [botText(SANDBOX_APP_PROMPT.replace('{appId}', appId))] };
    },
    handle: async (sessionId: string, input: UserInput): Promise<AppTurn> => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`sandbox: no app session ${sessionId}`);
      sessions.delete(sessionId);
      const said = input.type === 'text' ? input.text : input.type === 'postback' ? input.data : input.file.url;
      if (said.trim().toLowerCase() === 'fail') return { status: 'failed', reason: 'sandbox failure requested', messages: [botText('[Sandbox] The app failed.')] };
      return { status: 'done', variables: { ...session.params, app_result: said }, messages: [botText(`[Sandbox] App "${session.appId}" is done.`)] };
    },
  };
}
