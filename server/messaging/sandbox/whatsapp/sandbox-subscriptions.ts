import { randomInt } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { graphErrors } from './graph-errors';
import type { DeliverWebhook } from './webhook-scheduler';

/**
 * `POST /{waba-id}/subscribed_apps` as Meta answers it: subscribes the app to the WABA's webhooks
 * and, with `override_callback_uri` and `verify_token`, sends that WABA's webhooks to another
 * callback from then on, once that callback has answered Meta's verification GET (hub.challenge).
 * Without an override the WABA's webhooks go back to the app's own callback.
 * `POST /{phone-number-id}` with `webhook_configuration` does the same for one number, and wins over its
 * WABA's; an empty `override_callback_uri` removes it.
 */
export function createSandboxSubscriptions(deliverToApp: DeliverWebhook, post: (url: string) => DeliverWebhook) {
  const overrides = new Map<string, string>();
  const numberOverrides = new Map<string, string>();

  /** Delivery by the number a webhook's first change names, else its WABA: the override found first, else the app's callback. */
  const deliver: DeliverWebhook = async (rawBody, headers) => {
    const { wabaId, phoneNumberId } = addresseeOf(rawBody);
    const url = numberOverrides.get(phoneNumberId) ?? overrides.get(wabaId);
    return url ? post(url)(rawBody, headers) : deliverToApp(rawBody, headers);
  };

  /** The callback override's verification as Meta makes it; a refusal to answer, or null once it is set. */
  async function verified(callback: unknown, token: unknown) {
    if (typeof callback !== 'string' || !/^https?:\/\//.test(callback) || typeof token !== 'string' || !token) return graphErrors.invalidParameter('override_callback_uri needs an http(s) URL and a verify_token.');
    if (!(await verifies(callback, token))) return graphErrors.invalidParameter(`Callback verification failed: ${callback} did not answer the challenge.`);
    return null;
  }

  function mount<E extends Env>(app: Hono<E>, version: string, knowsWaba: (wabaId: string) => Promise<boolean>, knowsNumber: (phoneNumberId: string) => Promise<boolean>) {
    app.post(`/${version}/:phoneNumberId`, async (c, next) => {
      const phoneNumberId = c.req.param('phoneNumberId') ?? '';
      if (!(await knowsNumber(phoneNumberId))) return next();
      const config = (await bodyOf(c)).webhook_configuration;
      if (!config || typeof config !== 'object') return next();
      const { override_callback_uri: callback, verify_token: token } = config as Record<string, unknown>;
      if (callback === '') {
        numberOverrides.delete(phoneNumberId);
        return c.json({ success: true });
      }
      const refusal = await verified(callback, token);
      if (refusal) return c.json(refusal.body, refusal.status as 400);
      numberOverrides.set(phoneNumberId, callback as string);
      return c.json({ success: true });
    });
    app.post(`/${version}/:wabaId/subscribed_apps`, async (c, next) => {
      const wabaId = c.req.param('wabaId') ?? '';
      if (!(await knowsWaba(wabaId))) return next();
      const params = { ...c.req.query(), ...(await bodyOf(c)) };
      const callback = params.override_callback_uri;
      if (callback === undefined) {
        overrides.delete(wabaId);
        return c.json({ success: true });
      }
      const refusal = await verified(callback, params.verify_token);
      if (refusal) return c.json(refusal.body, refusal.status as 400);
      overrides.set(wabaId, callback as string);
      return c.json({ success: true });
    });
  }

  return { deliver, mount, overrideOf: (wabaId: string) => overrides.get(wabaId) ?? null, numberOverrideOf: (phoneNumberId: string) => numberOverrides.get(phoneNumberId) ?? null };
}

/** The WABA a webhook's first entry names, and the number of its first change (messages and statuses carry one). */
function addresseeOf(rawBody: string): { wabaId: string; phoneNumberId: string } {
  try {
    const body = JSON.parse(rawBody) as { entry?: Array<{ id?: unknown; changes?: Array<{ value?: { metadata?: { phone_number_id?: unknown } } }> }> };
    const entry = body.entry?.[0];
    const id = entry?.id;
    const number = entry?.changes?.[0]?.value?.metadata?.phone_number_id;
    return { wabaId: typeof id === 'string' ? id : '', phoneNumberId: typeof number === 'string' ? number : '' };
  } catch {
    return { wabaId: '', phoneNumberId: '' };
  }
}

async function bodyOf(c: Pick<Context, 'req'>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Meta's verification request: the callback must echo the challenge for our verify token. */
async function verifies(callback: string, token: string): Promise<boolean> {
  const challenge = String(randomInt(1_000_000_000));
  const url = new URL(callback);
  url.searchParams.set('hub.mode', 'subscribe');
  url.searchParams.set('hub.verify_token', token);
  url.searchParams.set('hub.challenge', challenge);
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return answer.ok && (await answer.text()) === challenge;
  } catch {
    return false;
  }
}
