import { z } from 'zod';
import { keptScheduleValue, keptVariableMapping } from '@/campaigns';
import { keptFormSchema, useKeptDraft, useDiscardToFirstStep, type KeptForm } from '@/shell/drafts';
import type { RcsForm } from './rcs-form-state';

/** The campaign being written, kept in the browser (docs/decisions.md, "Drafts in the browser"); the chosen file is not kept, only its name. */
const RCS_CAMPAIGN_DRAFT = 'rcs.campaign-draft';

// Loose: fields the form gains later are kept and read back as they were written.
const keptRcsForm = keptFormSchema(
  z.looseObject({
    name: z.string(),
    senderId: z.string(),
    templateId: z.number().int().nullable(),
    audience: z.enum(['FILE', 'ACTIVE_USERS']),
    exclusionGroupIds: z.array(z.string()),
    smsSenderId: z.string(),
    mapping: keptVariableMapping,
    schedule: keptScheduleValue,
    // Drafts written before the name was kept have none: the form's own '' stands in.
    fileName: z.string().optional(),
  }),
);

/** What the form is given to keep its draft: `useWizardDraft`'s options but the values typed. */
export interface RcsCampaignKeeping {
  draftKey: string | null;
  baseline: RcsForm;
  restored: KeptForm<RcsForm> | null;
  onDiscard: () => void;
}

/**
 * The draft kept for a new campaign (`id` null, or `active-users` for the broadcast page) or a saved one
 * (its id; reopened only when written after the campaign last changed), and the form it opens with.
 */
export function useKeptRcsCampaign(id: string | null, baseline: RcsForm, updatedOn?: string) {
  const kept = useKeptDraft(RCS_CAMPAIGN_DRAFT, id, keptRcsForm);
  const onDiscard = useDiscardToFirstStep(kept.discard);
  const fresh = kept.draft && (!updatedOn || kept.draft.savedAt > Date.parse(updatedOn)) ? kept.draft : null;
  const restored = fresh ? { form: { ...baseline, ...fresh.form }, savedAt: fresh.savedAt } : null;
  const keeping: RcsCampaignKeeping = { draftKey: kept.key, baseline, restored, onDiscard };
  return { initial: restored?.form ?? baseline, keeping, generation: kept.generation };
}
