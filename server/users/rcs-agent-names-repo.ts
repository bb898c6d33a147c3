import type { Queryable } from '../platform/db/db';

/**
 * The account's RCS agents by id and name, for the account-ids read beside its WABAs. Read here rather than
 * through rcs/rcs-senders-repo.ts: users/ importing rcs/ would close a loop of folders (rcs → exports → users).
 */
export const listRcsAgentNames = (q: Queryable, esme: number) => q.query<{ id: string; name: string }>('select id, name from rcs_senders where esme = $1 order by name, id', [esme]);
