/** Work kept in the browser while a wizard is not saved (docs/decisions.md, "Drafts in the browser"). */
export { useDraftOwner, type DraftOwner } from './draft-owner';
export { clearDraft, draftKey, readDraft, writeDraft } from './kept-draft-storage';
export { LeaveWizardDialog } from './leave-wizard-dialog';
export { RestoredDraftNotice } from './restored-draft-notice';
export { useStepInAddress } from './step-in-address';
export { useKeptDraft } from './use-kept-draft';
export { useLeaveGuard } from './use-leave-guard';
export { keptFormSchema, useDiscardToFirstStep, useWizardDraft, type KeptForm } from './use-wizard-draft';
