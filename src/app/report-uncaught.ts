import type { ApiClient } from '@/api/client';

/** Uncaught errors go to the console (the browser does that) and to the error-reporting sink (spec §8). */
export function reportUncaughtErrors(client: ApiClient): void {
  window.addEventListener('error', (event) => {
    client.report({ message: event.message, url: window.location.href, stack: event.error instanceof Error ? event.error.stack : undefined });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    client.report({
      message: reason instanceof Error ? reason.message : String(reason),
      url: window.location.href,
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  });
}
