import { useSessionValue } from '@/shell/session';
import type { DraftOwner } from './send-draft-storage';

/** The signed-in user and account a kept draft belongs to; null when nobody is signed in (nothing is kept). */
export function useDraftOwner(): DraftOwner | null {
  const account = useSessionValue('id');
  const user = useSessionValue('username');
  return account === null || !user ? null : { account: String(account), user };
}
