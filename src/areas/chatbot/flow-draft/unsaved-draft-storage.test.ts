import { describe, expect, it } from 'vitest';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { createMemoryStorage } from '@/shell/session';
import { clearUnsavedDrafts, readUnsavedDraft, unsavedDraftKey, writeUnsavedDraft } from './unsaved-draft-storage';

const doc = testFlow([textMessage('m1', 'Hi')]);

describe('unsaved draft storage', () => {
  it('keeps one copy per flow and base version and reads the newest back', () => {
    const storage = createMemoryStorage();
    writeUnsavedDraft(storage, { flowId: doc.id, baseVersion: 3, savedAt: 100, document: doc });
    writeUnsavedDraft(storage, { flowId: doc.id, baseVersion: 4, savedAt: 200, document: { ...doc, name: 'Newer' } });
    expect(storage.getItem(unsavedDraftKey(doc.id, 3))).not.toBeNull();
    const draft = readUnsavedDraft(storage, doc.id);
    expect(draft).toMatchObject({ baseVersion: 4, savedAt: 200 });
    expect(draft?.document.name).toBe('Newer');
  });

  it('ignores other flows and unreadable copies', () => {
    const storage = createMemoryStorage();
    writeUnsavedDraft(storage, { flowId: 'other', baseVersion: 1, savedAt: 1, document: { ...doc, id: 'other' } });
    storage.setItem(unsavedDraftKey(doc.id, 1), '{not json');
    storage.setItem(unsavedDraftKey(doc.id, 2), JSON.stringify({ savedAt: 5, baseVersion: 2, document: { nodes: 'bad' } }));
    expect(readUnsavedDraft(storage, doc.id)).toBeNull();
  });

  it('clears every copy of the flow and only that flow', () => {
    const storage = createMemoryStorage();
    writeUnsavedDraft(storage, { flowId: doc.id, baseVersion: 1, savedAt: 1, document: doc });
    writeUnsavedDraft(storage, { flowId: doc.id, baseVersion: 2, savedAt: 2, document: doc });
    writeUnsavedDraft(storage, { flowId: 'other', baseVersion: 1, savedAt: 1, document: { ...doc, id: 'other' } });
    clearUnsavedDrafts(storage, doc.id);
    expect(readUnsavedDraft(storage, doc.id)).toBeNull();
    expect(readUnsavedDraft(storage, 'other')).not.toBeNull();
  });
});
