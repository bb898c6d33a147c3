import { useState } from 'react';
import type { z } from 'zod';
import { useDraftOwner } from './draft-owner';
import { clearDraft, draftKey, readDraft } from './kept-draft-storage';

/**
 * The draft kept for this owner, wizard and thing edited, read once when the wizard opens; `discard`
 * forgets it and bumps `generation`, which the page uses as the form's key so it starts again empty.
 */
export function useKeptDraft<T>(scope: string, id: string | null, schema: z.ZodType<T>) {
  const owner = useDraftOwner();
  const key = owner ? draftKey(scope, owner, id) : null;
  const [state, setState] = useState(() => ({ key, draft: key ? readDraft(localStorage, key, schema) : null, generation: 0 }));
  // Another signed-in user or thing edited in the same mounted page reads its own draft.
  if (state.key !== key) setState({ key, draft: key ? readDraft(localStorage, key, schema) : null, generation: state.generation + 1 });
  const discard = () => {
    if (key) clearDraft(localStorage, key);
    setState({ key, draft: null, generation: state.generation + 1 });
  };
  return { key, draft: state.draft, generation: state.generation, discard };
}
