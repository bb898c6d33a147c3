import type { z } from 'zod';
import type { DraftOwner } from './draft-owner';

/**
 * A wizard's work kept in this browser (localStorage) until it is saved or the user discards it, so a
 * reload, Back/Forward or a closed tab loses nothing typed (docs/decisions.md, "Drafts in the browser").
 * One copy per wizard (`scope`), owner and thing edited (`id`; `new` for one not yet saved). Parts are
 * joined by `/`, which encodeURIComponent escapes inside them (it leaves `.` alone).
 */
export const draftKey = (scope: string, owner: DraftOwner, id: string | null) => `${scope}.` + [owner.account, owner.user, id ?? 'new'].map(encodeURIComponent).join('/');

/** The kept copy when it still reads as `schema` says; an unreadable or outdated one is as good as none. */
export function readDraft<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, draft: unknown) {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety copy; the wizard keeps working.
  }
}

export function clearDraft(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
