import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '@/api/contracts/config';
import type { AppEnv } from './app-env';

/** Origins of service bases configured as absolute URLs (an API on another host); same-origin bases need none. */
function apiOrigins(config: AppConfig): string[] {
  const origins = Object.values(config.services).flatMap((base) => {
    try {
      return [new URL(base).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * What embedded sign-up on Meta needs from the page (issue #32), only when `embeddedSignup.sandbox` is
 * false: the SDK script's own origin, and for frames and calls the origin its dialogs live on. Meta's
 * SDK comes from connect.facebook.net and talks to www.facebook.com (and web.facebook.com, where Meta
 * sends some regions); any other SDK origin (a stand-in on a test host) is allowed for all three.
 * The sandbox SDK is served from our own origin and needs nothing.
 */
export function signupSdkOrigins(config: Pick<AppConfig, 'embeddedSignup'>): { scripts: string[]; frames: string[]; connects: string[] } {
  const signup = config.embeddedSignup;
  const none = { scripts: [], frames: [], connects: [] };
  if (!signup || signup.sandbox) return none;
  let sdk: URL;
  try {
    sdk = new URL(signup.sdkUrl);
  } catch {
    return none;
  }
  if (sdk.protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(sdk.hostname)) return none;
  if (sdk.hostname === 'connect.facebook.net') {
    const dialogs = ['https://www.facebook.com', 'https://web.facebook.com'];
    return { scripts: [sdk.origin], frames: dialogs, connects: dialogs };
  }
  return { scripts: [sdk.origin], frames: [sdk.origin], connects: [sdk.origin] };
}

/**
 * The Content-Security-Policy of every answer (docs/decisions.md, "Security headers"):
 * - scripts only from our origin, never inline: the console, the web chat and the layout worker
 *   are built files; the web chat's profile rides in a `type="application/json"` block, which is data;
 * - inline styles allowed: React and Radix write `style=` attributes and Radix injects `<style>`
 *   elements (scroll lock); a style cannot run code;
 * - images also from `data:` (white-label logos) and any https host (PWA icons the user enters);
 *   images, voice notes and videos also from `blob:`: customers' files are fetched with the
 *   session's headers and previewed from object URLs (pending-download-list);
 * - `frame-ancestors 'self'`: spec §4 says a framed console breaks out to the top window; a
 *   cross-origin framer could sandbox the frame and stop that script, so the header refuses it,
 *   and same-origin frames are left to the breakout script.
 */
export function contentSecurityPolicy(config: AppConfig) {
  const signup = signupSdkOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...signup.scripts],
    ...(signup.frames.length ? { frameSrc: ["'self'", ...signup.frames] } : {}),
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...new Set([...apiOrigins(config), ...signup.connects])],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * hono's usual set (nosniff, SAMEORIGIN framing, no referrer, HSTS, COOP, CORP) plus our policy. With
 * embedded sign-up on Meta, the opener policy lets the page keep its handle on the login pop-up:
 * under `same-origin` a cross-origin pop-up is severed from its opener, which then sees it closed at
 * once and reports every sign-up as cancelled.
 */
export function securityHeaders(config: AppConfig): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: signupSdkOrigins(config).scripts.length ? 'same-origin-allow-popups' : 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
