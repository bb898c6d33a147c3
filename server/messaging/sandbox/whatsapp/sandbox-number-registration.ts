import { randomInt } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { graphErrors, type GraphRefusal } from './graph-errors';

/** A verification code the sandbox "sent" by SMS or voice call: what the number's owner would read. */
export interface SandboxCodeMessage {
  phoneNumberId: string;
  /** E.164 with the plus. */
  phone: string;
  method: 'SMS' | 'VOICE';
  code: string;
  at: Date;
}

type NumberState = 'ADDED' | 'CODE_SENT' | 'VERIFIED' | 'REGISTERED' | 'DEREGISTERED';

interface SandboxNumber {
  id: string;
  wabaId: string;
  phone: string;
  state: NumberState;
  code: string | null;
}

export interface SandboxNumberRegistration {
  /** Codes sent, newest first (the sandbox's stand-in for the owner's phone). */
  inbox: readonly SandboxCodeMessage[];
}

const success = { success: true };
/** Meta's "code mismatch" on verify_code. */
const codeMismatch = (): GraphRefusal => ({ status: 400, body: { error: { message: '(#136025) Verification code mismatch', type: 'OAuthException', code: 136025, fbtrace_id: 'SANDBOX136025' } } });
const KEEP_CODES = 200;

/**
 * The Cloud API's number registration, for a number moving from another provider:
 * `POST /{waba-id}/phone_numbers` (cc, phone_number, migrate_phone_number) answers the new number's id,
 * then `/{id}/request_code`, `/verify_code`, `/register` (6-digit pin) and `/deregister`, in that order,
 * each answering `{ success: true }` or a Graph error as Meta does. Codes land in `inbox`.
 */
export function mountSandboxNumberRegistration<E extends Env>(
  app: Hono<E>,
  version: string,
  options: { now: () => Date; nextId: () => string; onRegistered: (number: { id: string; wabaId: string; displayPhoneNumber: string }) => void },
): SandboxNumberRegistration {
  const numbers = new Map<string, SandboxNumber>();
  const inbox: SandboxCodeMessage[] = [];
  const send = (c: Context, answer: { status: number; body: unknown }) => c.json(answer.body as object, answer.status as 200);
  const body = async (c: Context): Promise<Record<string, unknown>> => {
    const json: unknown = await c.req.json().catch(() => ({}));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  };
  const step = (path: string, handle: (number: SandboxNumber, input: Record<string, unknown>) => GraphRefusal | null) => {
    app.post(`/${version}/:id/${path}`, async (c) => {
      const number = numbers.get(c.req.param('id'));
      if (!number) return send(c, graphErrors.unknownObject(c.req.param('id')));
      return send(c, handle(number, await body(c)) ?? { status: 200, body: success });
    });
  };

  app.post(`/${version}/:wabaId/phone_numbers`, async (c) => {
    const wabaId = c.req.param('wabaId');
    // WABAs signed up since the sandbox started are ones it has not seen; any provider-shaped id is taken.
    if (!/^\d{1,32}$/.test(wabaId)) return send(c, graphErrors.unknownObject(wabaId));
    const input = await body(c);
    const cc = String(input.cc ?? '');
    const phoneNumber = String(input.phone_number ?? '');
    if (!/^\d{1,3}$/.test(cc)) return send(c, graphErrors.invalidParameter('cc must be 1 to 3 digits'));
    if (!/^\d{4,14}$/.test(phoneNumber)) return send(c, graphErrors.invalidParameter('phone_number must be 4 to 14 digits'));
    if (input.migrate_phone_number !== true) return send(c, graphErrors.invalidParameter('migrate_phone_number must be true for a number registered elsewhere'));
    const phone = `+${cc}${phoneNumber}`;
    const existing = [...numbers.values()].find((number) => number.phone === phone && number.state !== 'DEREGISTERED');
    if (existing && existing.wabaId !== wabaId) return send(c, graphErrors.invalidParameter(`${phone} is being migrated to another WhatsApp Business Account`));
    const number = existing ?? { id: options.nextId(), wabaId, phone, state: 'ADDED' as NumberState, code: null };
    numbers.set(number.id, number);
    return c.json({ id: number.id });
  });

  step('request_code', (number, input) => {
    if (input.code_method !== 'SMS' && input.code_method !== 'VOICE') return graphErrors.invalidParameter('code_method must be SMS or VOICE');
    if (number.state === 'REGISTERED') return graphErrors.invalidParameter('The number is already registered');
    number.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    number.state = 'CODE_SENT';
    inbox.unshift({ phoneNumberId: number.id, phone: number.phone, method: input.code_method, code: number.code, at: options.now() });
    inbox.length = Math.min(inbox.length, KEEP_CODES);
    return null;
  });
  step('verify_code', (number, input) => {
    if (number.state !== 'CODE_SENT' || !number.code) return graphErrors.invalidParameter('Request a code first');
    if (String(input.code ?? '') !== number.code) return codeMismatch();
    number.state = 'VERIFIED';
    number.code = null;
    return null;
  });
  step('register', (number, input) => {
    if (input.messaging_product !== 'whatsapp') return graphErrors.invalidParameter('messaging_product must be whatsapp');
    if (!/^\d{6}$/.test(String(input.pin ?? ''))) return graphErrors.invalidParameter('pin must be 6 digits');
    if (number.state !== 'VERIFIED' && number.state !== 'DEREGISTERED') return graphErrors.invalidParameter('Verify the number before registering it');
    number.state = 'REGISTERED';
    options.onRegistered({ id: number.id, wabaId: number.wabaId, displayPhoneNumber: number.phone.slice(1) });
    return null;
  });
  step('deregister', (number) => {
    if (number.state !== 'REGISTERED') return graphErrors.invalidParameter('The number is not registered');
    number.state = 'DEREGISTERED';
    return null;
  });
  return { inbox };
}
