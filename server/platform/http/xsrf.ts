import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { newToken, sameSecret } from '../auth/tokens';
import { ApiError } from '../api-error';
import type { AppEnv } from './app-env';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Paths whose unsafe methods skip the check, because no cookie gives them any power, so a forged
 * cross-site request can do nothing its sender could not do directly:
 * - the bot gateway is machine-to-machine: connectors authenticate with the bot's bearer gateway
 *   token, never with cookies;
 * - a PWA profile's web chat messages are public by design (anyone with the page may chat, with
 *   or without cookies) and read no session or cookie;
 * - provider webhooks are machine-to-machine and signed over their raw body (X-Hub-Signature-256, X-Goog-Signature).
 */
const XSRF_EXEMPT = [/^\/api\/gateway\//, /^\/api\/pwa\/[^/]+\/messages$/, /^\/webhooks\//];
export const isXsrfExempt = (path: string) => XSRF_EXEMPT.some((pattern) => pattern.test(path));

/**
 * Double-submit cookie: every answer hands out a token cookie the page's script can read, and
 * every state-changing request must echo it in a header, which another site's page cannot do.
 */
export function xsrf({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (!cookie) {
      const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
      const secure = (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
      setCookie(c, XSRF_COOKIE, newToken(), { path: '/', sameSite: 'Strict', httpOnly: false, secure });
    }
    if (UNSAFE.has(c.req.method) && !isXsrfExempt(c.req.path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !sameSecret(cookie, header)) {
        throw new ApiError('xsrfMismatch', `Send the ${XSRF_COOKIE} cookie's value in the ${XSRF_HEADER} header.`);
      }
    }
    await next();
  };
}
