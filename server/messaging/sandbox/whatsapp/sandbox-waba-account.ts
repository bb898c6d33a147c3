import type { Context, Env, Hono } from 'hono';
import { graphErrors, type GraphRefusal } from './graph-errors';

/** Made-up id of our business's credit line (Business Settings → Business info) when none is given. */
export const SANDBOX_CREDIT_LINE_ID = '100000000000800';

export interface SandboxWabaAccountOptions {
  /** Our system user's token: the only one that holds the credit line, as on Meta. */
  systemToken: string;
  creditLineId?: string;
  knowsWaba(wabaId: string): Promise<boolean>;
  knowsNumber(phoneNumberId: string): Promise<boolean>;
}

export interface SandboxWabaAccount {
  /** Tests: the name Meta answers for a WABA (WhatsApp Manager's rename). */
  rename(wabaId: string, name: string): void;
  /** A number's calling as `POST /{phone-number-id}/settings` last left it; disabled until then. */
  callingOf(phoneNumberId: string): { status: string; call_icon_visibility?: string };
  /** The currency the credit line was attached to the WABA in, or null. */
  paymentOf(wabaId: string): { currency: string; allocationConfigId: string } | null;
}

const send = (c: Context, refusal: GraphRefusal) => c.json(refusal.body, refusal.status as 400);
const bodyOf = async (c: Context): Promise<unknown> => c.req.json().catch(() => undefined);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Meta's answers to the account calls of spec §7 beyond sign-up: `GET /{waba-id}` for a WABA our
 * system user reaches (addWabaID), a number's calling settings (voice_settings) and sharing our
 * credit line with a WABA (updatePaymentMethod). Ids the sandbox does not know fall through.
 */
export function mountSandboxWabaAccount<E extends Env>(app: Hono<E>, version: string, options: SandboxWabaAccountOptions): SandboxWabaAccount {
  const names = new Map<string, string>();
  const calling = new Map<string, { status: string; call_icon_visibility?: string }>();
  const payments = new Map<string, { currency: string; allocationConfigId: string }>();
  const creditLineId = options.creditLineId ?? SANDBOX_CREDIT_LINE_ID;
  let allocations = 0;

  app.get(`/${version}/:wabaId`, async (c, next) => {
    const wabaId = c.req.param('wabaId') ?? '';
    if (!(await options.knowsWaba(wabaId))) return next();
    return c.json({ id: wabaId, name: names.get(wabaId) ?? `WhatsApp Business Account ${wabaId.slice(-4)}`, account_review_status: 'APPROVED', currency: payments.get(wabaId)?.currency ?? 'USD', timezone_id: '1' });
  });
  app.get(`/${version}/:phoneNumberId/settings`, async (c, next) => {
    const id = c.req.param('phoneNumberId') ?? '';
    if (!(await options.knowsNumber(id))) return next();
    // PhoneNumberSettingsResponse: Meta answers its media relays' addresses and the number's data storage with the calling state.
    return c.json({
      calling: { ...(calling.get(id) ?? { status: 'disabled' }), ip_addresses: { default: ['157.240.0.1', '157.240.0.2'] }, callback_permission_status: 'disabled' },
      storage_configuration: { status: 'default' },
    });
  });
  app.post(`/${version}/:phoneNumberId/settings`, async (c, next) => {
    const id = c.req.param('phoneNumberId') ?? '';
    if (!(await options.knowsNumber(id))) return next();
    const body = await bodyOf(c);
    // Meta takes one feature a request; only calling is answered here, the others are not the console's.
    const asked = isObject(body) ? body.calling : undefined;
    if (!isObject(asked) || (asked.status !== 'enabled' && asked.status !== 'disabled')) return send(c, graphErrors.invalidParameter('calling.status must be enabled or disabled.'));
    const icon = asked.call_icon_visibility;
    if (icon !== undefined && icon !== 'visible' && icon !== 'hidden') return send(c, graphErrors.invalidParameter('calling.call_icon_visibility must be visible or hidden.'));
    calling.set(id, { status: asked.status, ...(icon ? { call_icon_visibility: icon } : {}) });
    return c.json({ success: true });
  });
  app.post(`/${version}/:creditLineId/whatsapp_credit_sharing_and_attach`, async (c) => {
    if (c.req.param('creditLineId') !== creditLineId) return send(c, graphErrors.unknownObject(c.req.param('creditLineId') ?? ''));
    if (c.req.header('authorization') !== `Bearer ${options.systemToken}`) return send(c, graphErrors.permission('the credit line is shared by its business\'s system user only.'));
    const wabaId = c.req.query('waba_id') ?? '';
    const currency = c.req.query('waba_currency') ?? '';
    if (!/^\d+$/.test(wabaId) || !(await options.knowsWaba(wabaId))) return send(c, graphErrors.invalidParameter(`waba_id ${wabaId} is not a WhatsApp Business Account.`));
    if (!/^[A-Z]{3}$/.test(currency)) return send(c, graphErrors.invalidParameter('waba_currency must be an ISO 4217 code.'));
    allocations += 1;
    const allocationConfigId = `${creditLineId.slice(0, 8)}${String(allocations).padStart(7, '0')}`;
    payments.set(wabaId, { currency, allocationConfigId });
    return c.json({ allocation_config_id: allocationConfigId, waba_id: wabaId });
  });

  return {
    rename: (wabaId, name) => names.set(wabaId, name),
    callingOf: (id) => calling.get(id) ?? { status: 'disabled' },
    paymentOf: (wabaId) => payments.get(wabaId) ?? null,
  };
}
