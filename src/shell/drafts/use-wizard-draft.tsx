import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { clearDraft, writeDraft } from './kept-draft-storage';
import { LeaveWizardDialog } from './leave-wizard-dialog';
import { RestoredDraftNotice } from './restored-draft-notice';
import { useLeaveGuard } from './use-leave-guard';

/** What a form wizard keeps: its values as typed, and when they were written. */
export interface KeptForm<T> {
  form: T;
  savedAt: number;
}

export const keptFormSchema = <T,>(form: z.ZodType<T>): z.ZodType<KeptForm<T>> => z.object({ form, savedAt: z.number() });

export interface WizardDraftOptions<T> {
  /** Where the draft is kept (`useKeptDraft`'s key), or null when nobody is signed in. */
  draftKey: string | null;
  /** The values as typed now. */
  value: T;
  /** What of them is written: the values without secrets or what dies with the page. All of them by default. */
  keep?: (value: T) => T;
  /** What the wizard opened with: the same values keep no draft and leave unasked. */
  baseline: T;
  /** The draft this visit reopened, if any. */
  restored: KeptForm<T> | null;
  onDiscard: () => void;
}

/**
 * Keeps a form wizard's values in the browser while they differ from what it opened with, asks before
 * leaving them, and says when a kept draft was reopened. `element` holds the notice and the question;
 * `saved()` is called once the work is saved: it forgets the draft and lets the next navigation through.
 */
export function useWizardDraft<T>({ draftKey, value, keep = (all) => all, baseline, restored, onDiscard }: WizardDraftOptions<T>) {
  const [saved, setSaved] = useState(false);
  const changed = !saved && JSON.stringify(value) !== JSON.stringify(baseline);
  const text = JSON.stringify(keep(value));
  const guard = useLeaveGuard(changed);
  // Written when the values change, not on every render; gone once they are back to the start.
  useEffect(() => {
    if (!draftKey) return;
    if (changed) writeDraft(localStorage, draftKey, { form: JSON.parse(text) as unknown, savedAt: Date.now() });
    else clearDraft(localStorage, draftKey);
  }, [draftKey, changed, text]);

  const discardAndLeave = () => {
    if (draftKey) clearDraft(localStorage, draftKey);
    guard.leave();
  };
  const element = (
    <>
      <LeaveWizardDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} onDiscardAndLeave={discardAndLeave} onCloseFocus={guard.refocus} />
      {restored && !saved ? <RestoredDraftNotice savedAt={restored.savedAt} onDiscard={onDiscard} /> : null}
    </>
  );
  return {
    element,
    changed,
    saved: () => {
      if (draftKey) clearDraft(localStorage, draftKey);
      guard.release();
      setSaved(true);
    },
  };
}

/** Discarding a draft starts again on the first step: the address would otherwise keep the old one. */
export function useDiscardToFirstStep(discard: () => void) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  return () => {
    discard();
    const next = new URLSearchParams(search);
    next.delete('step');
    void navigate({ search: next.toString() }, { replace: true, state });
  };
}
