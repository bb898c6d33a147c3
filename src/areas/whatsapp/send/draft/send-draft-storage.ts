import { z } from 'zod';
import { audienceKind } from '@/api/contracts/campaigns';
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

/** Who the draft belongs to: the signed-in user within the account (the session's `id` and `username`). */
export interface DraftOwner {
  account: string;
  user: string;
}

const PREFIX = 'whatsapp.send-draft.';

/**
 * One draft per owner and campaign: `new` for a campaign not yet saved on the server. Parts are joined
 * by `/`, which encodeURIComponent escapes inside them (it leaves `.` alone).
 */
export const sendDraftKey = (owner: DraftOwner, campaignId: string | null) => PREFIX + [owner.account, owner.user, campaignId ?? 'new'].map(encodeURIComponent).join('/');

const step = z.enum(sendSteps);
const variableSource = z.discriminatedUnion('kind', [z.object({ kind: z.literal('column'), column: z.string() }), z.object({ kind: z.literal('fixed'), value: z.string() })]);
const scheduleValue = z.discriminatedUnion('mode', [z.object({ mode: z.literal('now') }), z.object({ mode: z.literal('later'), date: z.string(), time: z.string(), timeZone: z.string() })]);
const sendForm = z.object({
  name: z.string(),
  senderId: z.string(),
  templateSno: z.number().int().nullable(),
  audienceKind,
  // NaN (an emptied days field) is written as null by JSON and read back as NaN.
  engagedDays: z.number().nullable().transform((days) => days ?? Number.NaN),
  mapping: z.record(z.string(), variableSource),
  schedule: scheduleValue,
});
const sendDraft = z.object({
  form: sendForm,
  reached: step,
  campaignId: z.string().nullable(),
  savedRecipients: z.number().int().nonnegative(),
  lostFile: z.string().nullable(),
  savedAt: z.number(),
});

export function readSendDraft(storage: Storage, key: string): SendDraft | null {
  try {
    const parsed = sendDraft.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSendDraft(storage: Storage, key: string, draft: SendDraft) {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety copy; the wizard keeps working.
  }
}

export function clearSendDraft(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/**
 * Forgets every kept draft of a campaign that was just submitted: the one kept under its id (opened to
 * edit), and the owner's new-campaign draft when that draft had saved it (finished from the Maker list).
 */
export function forgetSubmittedCampaign(storage: Storage, owner: DraftOwner, campaignId: string) {
  clearSendDraft(storage, sendDraftKey(owner, campaignId));
  const fresh = sendDraftKey(owner, null);
  if (readSendDraft(storage, fresh)?.campaignId === campaignId) clearSendDraft(storage, fresh);
}
