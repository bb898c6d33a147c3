/** What one user-status check while signed in leads to (spec §4 "Status polling", §8). The timer lives in a hook. */

export type StatusCheck = 'active' | 'inactive' | 'failed';

export interface StatusPollDecision {
  alert: { title: 'Attention!'; text: 'Your session is expired!'; icon: 'info' } | null;
  closeWindow: boolean;
  openLoginInNewTab: boolean;
  clearSession: boolean;
  stopPolling: boolean;
}

const keepPolling: StatusPollDecision = { alert: null, closeWindow: false, openLoginInNewTab: false, clearSession: false, stopPolling: false };

const expired: StatusPollDecision = {
  alert: { title: 'Attention!', text: 'Your session is expired!', icon: 'info' },
  closeWindow: true,
  openLoginInNewTab: false,
  clearSession: true,
  stopPolling: true,
};

// Polling stops once the session is cleared: every later check would fail and open another login tab.
const reopenLogin: StatusPollDecision = { alert: null, closeWindow: false, openLoginInNewTab: true, clearSession: true, stopPolling: true };

export function decideStatusPoll(check: StatusCheck, ctx: { whitelabel: boolean }): StatusPollDecision {
  if (check === 'active') return keepPolling;
  if (check === 'inactive' || ctx.whitelabel) return expired;
  return reopenLogin;
}

/**
 * A check has failed only when every try failed: a dropped request is tried again after 1, 2 and
 * 4 seconds (docs/decisions.md, issue #16). An answer, active or inactive, is final at once.
 */
export const statusRetryDelaysMs: readonly number[] = [1000, 2000, 4000];

export async function checkStatusWithRetries(
  ask: () => Promise<'active' | 'inactive'>,
  wait: (ms: number) => Promise<void>,
  delaysMs: readonly number[] = statusRetryDelaysMs,
): Promise<StatusCheck> {
  for (const delay of delaysMs) {
    try {
      return await ask();
    } catch {
      await wait(delay);
    }
  }
  return ask().catch(() => 'failed' as const);
}
