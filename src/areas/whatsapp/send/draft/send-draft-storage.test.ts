import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shell/session';
import { emptySendForm } from '../send-form-state';
import { clearSendDraft, forgetSubmittedCampaign, readSendDraft, sendDraftKey, writeSendDraft, type SendDraft } from './send-draft-storage';

const asha = { account: '42', user: 'asha' };
const draft: SendDraft = {
  form: { ...emptySendForm(), name: 'Spring sale', senderId: '100', templateSno: 7, mapping: { 'body.1': { kind: 'column', column: 'first_name' } }, schedule: { mode: 'later', date: '2026-12-01', time: '09:30', timeZone: 'Asia/Kolkata' } },
  reached: 'variables',
  campaignId: null,
  savedRecipients: 0,
  lostFile: 'spring.csv',
  savedAt: 1_700_000_000_000,
};

describe('send draft storage', () => {
  it('reads back what was written, for the same owner and campaign only', () => {
    const storage = createMemoryStorage();
    writeSendDraft(storage, sendDraftKey(asha, null), draft);
    expect(readSendDraft(storage, sendDraftKey(asha, null))).toEqual(draft);
    expect(readSendDraft(storage, sendDraftKey({ account: '42', user: 'ravi' }, null))).toBeNull();
    expect(readSendDraft(storage, sendDraftKey({ account: '43', user: 'asha' }, null))).toBeNull();
    expect(readSendDraft(storage, sendDraftKey(asha, 'c-1'))).toBeNull();
  });

  it('keeps an emptied days field empty rather than turning it into a number', () => {
    const storage = createMemoryStorage();
    const key = sendDraftKey(asha, null);
    writeSendDraft(storage, key, { ...draft, form: { ...draft.form, audienceKind: 'ENGAGED_USERS', engagedDays: Number.NaN } });
    expect(readSendDraft(storage, key)?.form.engagedDays).toBeNaN();
  });

  it('ignores unreadable or outdated copies', () => {
    const storage = createMemoryStorage();
    const key = sendDraftKey(asha, null);
    storage.setItem(key, '{not json');
    expect(readSendDraft(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ ...draft, reached: 'somewhere' }));
    expect(readSendDraft(storage, key)).toBeNull();
  });

  it('cannot be confused by a user name holding the separator', () => {
    expect(sendDraftKey({ account: '4', user: '2.asha' }, null)).not.toBe(sendDraftKey({ account: '4.2', user: 'asha' }, null));
  });

  it('forgets the draft when cleared', () => {
    const storage = createMemoryStorage();
    const key = sendDraftKey(asha, null);
    writeSendDraft(storage, key, draft);
    clearSendDraft(storage, key);
    expect(readSendDraft(storage, key)).toBeNull();
  });

  it('forgets a submitted campaign under its own id and in the new-campaign draft that saved it, and nothing else', () => {
    const storage = createMemoryStorage();
    writeSendDraft(storage, sendDraftKey(asha, null), { ...draft, campaignId: 'c-1' });
    writeSendDraft(storage, sendDraftKey(asha, 'c-1'), draft);
    writeSendDraft(storage, sendDraftKey(asha, 'c-2'), draft);
    forgetSubmittedCampaign(storage, asha, 'c-1');
    expect(readSendDraft(storage, sendDraftKey(asha, null))).toBeNull();
    expect(readSendDraft(storage, sendDraftKey(asha, 'c-1'))).toBeNull();
    expect(readSendDraft(storage, sendDraftKey(asha, 'c-2'))).not.toBeNull();

    writeSendDraft(storage, sendDraftKey(asha, null), { ...draft, campaignId: 'c-3' });
    forgetSubmittedCampaign(storage, asha, 'c-1');
    expect(readSendDraft(storage, sendDraftKey(asha, null))?.campaignId).toBe('c-3');
  });
});
