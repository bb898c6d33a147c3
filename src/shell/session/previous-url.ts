/** The previous-URL rule (spec §4 "Framing"): remembered sealed, except for the editors' pages. */
import type { SessionStore } from './store';

/** The editor pages spec §4 excludes, matched as whole path segments. */
export const notRememberedPages: readonly string[] = ['edit-flow', 'enterpriseapi-edit', 'edit-bot', 'edit-intent'];

export function shouldRememberUrl(url: string): boolean {
  const route = url.replace(/^.*#/, '').split('?')[0] ?? '';
  return !route.split('/').some((segment) => notRememberedPages.includes(segment));
}

export function rememberPreviousUrl(store: SessionStore, url: string): void {
  if (shouldRememberUrl(url)) store.write('prev_url', url);
}
