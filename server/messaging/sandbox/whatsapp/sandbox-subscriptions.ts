import { randomInt } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { graphErrors } from './graph-errors';
import type { DeliverWebhook } from './webhook-scheduler';

/**
 * `POST /{waba-id}/subscribed_apps` as Meta answers it: subscribes the app to the WABA's webhooks
 * and, with `override_callback_uri` and `verify_token`, sends that WABA's webhooks to another
 * callback from then on, once that callback has answered Meta's verification GET (hub.challenge).
 * Without an override the WABA's webhooks go back to the app's own callback.
 */
export function createSandboxSubscriptions(deliverToApp: DeliverWebhook, post: (url: string) => DeliverWebhook) {
  const overrides = new Map<string, string>();

  /** Delivery by the WABA a webhook's first entry names: its override, else the app's callback. */
  const deliver: DeliverWebhook = async (rawBody, headers) => {
    const url = overrides.get(wabaOf(rawBody));
    return url ? post(url)(rawBody, headers) : deliverToApp(rawBody, headers);
  };

  function mount<E extends Env>(app: Hono<E>, version: string, knowsWaba: (wabaId: string) => Promise<boolean>) {
    app.post(`/${version}/:wabaId/subscribed_apps`, async (c, next) => {
      const wabaId = c.req.param('wabaId') ?? '';
      if (!(await knowsWaba(wabaId))) return next();
      const params = { ...c.req.query(), ...(await bodyOf(c)) };
      const callback = params.override_callback_uri;
      if (callback === undefined) {
        overrides.delete(wabaId);
        return c.json({ success: true });
      }
      const token = params.verify_token;
      if (typeof callback !== 'string' || !/^https?:\/\//.test(callback) || typeof token !== 'string' || !token) {
        const refusal = graphErrors.invalidParameter('override_callback_uri needs an http(s) URL and a verify_token.');
        return c.json(refusal.body, refusal.status as 400);
      }
      if (!(await verifies(callback, token))) {
        const refusal = graphErrors.invalidParameter(`Callback verification failed: ${callback} did not answer the challenge.`);
        return c.json(refusal.body, refusal.status as 400);
      }
      overrides.set(wabaId, callback);
      return c.json({ success: true });
    });
  }

  return { deliver, mount, overrideOf: (wabaId: string) => overrides.get(wabaId) ?? null };
}

function wabaOf(rawBody: string): string {
  try {
    const body = JSON.parse(rawBody) as { entry?: Array<{ id?: unknown }> };
    const id = body.entry?.[0]?.id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
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
