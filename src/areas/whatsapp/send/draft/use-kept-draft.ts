import { useState } from 'react';
import { useDraftOwner } from './use-draft-owner';
import { clearSendDraft, readSendDraft, sendDraftKey, type SendDraft } from './send-draft-storage';

/**
 * The draft kept for this owner and campaign, read once when the wizard opens; `discard` forgets it
 * and bumps `generation`, which the page uses as the form's key so it starts again empty.
 */
export function useKeptDraft(campaignId: string | null) {
  const owner = useDraftOwner();
  const key = owner ? sendDraftKey(owner, campaignId) : null;
  const [state, setState] = useState(() => ({ key, draft: key ? readSendDraft(localStorage, key) : null, generation: 0 }));
  // Another signed-in user or campaign in the same mounted page reads its own draft.
  if (state.key !== key) setState({ key, draft: key ? readSendDraft(localStorage, key) : null, generation: state.generation + 1 });
  const discard = () => {
    if (key) clearSendDraft(localStorage, key);
    setState({ key, draft: null, generation: state.generation + 1 });
  };
  return { key, draft: state.draft as SendDraft | null, generation: state.generation, discard };
}
