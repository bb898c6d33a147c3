import { z } from 'zod';
import { audienceKind } from '@/api/contracts/campaigns';
import { keptScheduleValue, keptVariableMapping } from '@/campaigns';
import { clearDraft, draftKey, readDraft, writeDraft, type DraftOwner } from '@/shell/drafts';
import { sendSteps, type SendForm, type SendStep } from '../send-form-state';

/**
 * The send wizard's work kept in this browser (localStorage) until the campaign is submitted or the
 * user discards it, so a reload, Back/Forward or a closed tab loses nothing typed. The parsed audience
 * file is not kept (docs/decisions.md, "Send WhatsApp drafts in the browser"): only its name, so the
 * wizard can say which file to choose again.
 */
export interface SendDraft {
  form: SendForm;
  /** The furthest step reached, so the stepper opens the same steps again. */
  reached: SendStep;
  /** The server campaign "Save and review" made, or null before the first save. */
  campaignId: string | null;
  /** Recipients the server holds for that campaign from an uploaded file. */
  savedRecipients: number;
  /** The file or contact list chosen before the reload, which the page no longer holds. */
  lostFile: string | null;
  /** Epoch milliseconds of the last write. */
  savedAt: number;
}

export const SEND_DRAFT_SCOPE = 'whatsapp.send-draft';

/** One draft per owner and campaign: `new` for a campaign not yet saved on the server. */
export const sendDraftKey = (owner: DraftOwner, campaignId: string | null) => draftKey(SEND_DRAFT_SCOPE, owner, campaignId);

const step = z.enum(sendSteps);
const sendForm = z.object({
  name: z.string(),
  senderId: z.string(),
  templateSno: z.number().int().nullable(),
  audienceKind,
  // NaN (an emptied days field) is written as null by JSON and read back as NaN.
  engagedDays: z.number().nullable().transform((days) => days ?? Number.NaN),
  mapping: keptVariableMapping,
  schedule: keptScheduleValue,
});
/** The send draft as kept: exported for the page, which reads it through `useKeptDraft`. */
export const sendDraft = z.object({
  form: sendForm,
  reached: step,
  campaignId: z.string().nullable(),
  savedRecipients: z.number().int().nonnegative(),
  lostFile: z.string().nullable(),
  savedAt: z.number(),
});

export const readSendDraft = (storage: Storage, key: string) => readDraft(storage, key, sendDraft);
export const writeSendDraft = (storage: Storage, key: string, draft: SendDraft) => writeDraft(storage, key, draft);
export const clearSendDraft = clearDraft;

/**
 * Forgets every kept draft of a campaign that was just submitted: the one kept under its id (opened to
 * edit), and the owner's new-campaign draft when that draft had saved it (finished from the Maker list).
 */
export function forgetSubmittedCampaign(storage: Storage, owner: DraftOwner, campaignId: string) {
  clearSendDraft(storage, sendDraftKey(owner, campaignId));
  const fresh = sendDraftKey(owner, null);
  if (readSendDraft(storage, fresh)?.campaignId === campaignId) clearSendDraft(storage, fresh);
}
