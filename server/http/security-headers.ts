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
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...apiOrigins(config)],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** hono's usual set (nosniff, SAMEORIGIN framing, no referrer, HSTS, COOP, CORP) plus our policy. */
export function securityHeaders(config: AppConfig): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
