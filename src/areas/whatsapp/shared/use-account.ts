import { useSessionValue } from '@/shell/session/use-session';

/** The spec's `esmeaddr` and `sessionId`: spec §7's template and webhook calls name the caller's account in their bodies. */
export interface CallerAccount {
  esmeaddr: number;
  sessionId: string;
}

/** The signed-in session's account. */
export function useAccount(): CallerAccount {
  const esmeaddr = useSessionValue('id') ?? 0;
  const sessionId = useSessionValue('session') ?? '';
  return { esmeaddr, sessionId };
}
