import { useSessionValue } from '@/shell/session';

/** Who a kept draft belongs to: the signed-in user within the account (the session's `id` and `username`). */
export interface DraftOwner {
  account: string;
  user: string;
}

/** The signed-in user and account a kept draft belongs to; null when nobody is signed in (nothing is kept). */
export function useDraftOwner(): DraftOwner | null {
  const account = useSessionValue('id');
  const user = useSessionValue('username');
  return account === null || !user ? null : { account: String(account), user };
}
