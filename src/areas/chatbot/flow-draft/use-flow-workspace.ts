import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import type { FlowDocument } from '@/canvas/engine';
import { type EditorCatalogue, nodeName } from '@/canvas/editor';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { apiErrorText } from '../api-error-text';
import { askConflict } from '../components/conflict-dialog';
import { showProblems } from '../components/problems-dialog';
import { confirmPublish } from '../components/publish-dialog';
import { chatbotKeys } from '../queries/bot-endpoint';
import { fetchFlowDiff } from '../queries/fetch-flow-diff';
import { FlowInvalidError, VersionConflictError } from '../queries/flow-write-errors';
import { publishFlow } from '../queries/publish-flow';
import { restoreFlowVersion } from '../queries/restore-flow-version';
import { saveFlowDraft } from '../queries/save-flow-draft';
import { isDirty, openFlowSession, sameContent, type FlowSession } from './open-flow-session';
import { clearUnsavedDrafts, readUnsavedDraft, writeUnsavedDraft, type UnsavedDraft } from './unsaved-draft-storage';
import { useUnsavedDraftWriter } from './use-unsaved-draft-writer';

/** A kept copy worth offering: one that differs from what the editor shows. */
function offerFor(session: FlowSession): UnsavedDraft | null {
  const doc = session.store.getDoc();
  const draft = readUnsavedDraft(localStorage, doc.id);
  if (draft && sameContent(draft.document, doc)) {
    clearUnsavedDrafts(localStorage, doc.id);
    return null;
  }
  return draft;
}

/**
 * The open flow of the canvas page: saving drafts with optimistic concurrency (409 → reload or
 * overwrite, never losing either side), the browser copy of unsaved edits, publishing after a
 * diff, and restoring published versions.
 */
export function useFlowWorkspace(detail: FlowDetail, catalogue?: EditorCatalogue) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [session, setSessionState] = useState(() => openFlowSession(detail.document, detail.version));
  const [offer, setOffer] = useState(() => offerFor(session));
  // Save and publish run across awaits and dialogs: they read the session of now, not of their render.
  const current = useRef(session);
  const busy = useRef(false);
  const setSession = useCallback((next: FlowSession) => {
    current.current = next;
    setSessionState(next);
  }, []);
  const cleanRevision = useCallback(() => current.current.cleanRevision, []);
  useUnsavedDraftWriter(session.store, session.baseVersion, cleanRevision);

  const flowId = detail.id;
  const nameOf = useCallback((id: string) => {
    const node = current.current.store.getDoc().nodes.find((candidate) => candidate.id === id);
    return node ? nodeName(node, t, catalogue) : id;
  }, [t, catalogue]);

  /** Writes the browser copy now (not after the debounce): a dialog or a reload comes next. */
  const keepCopy = useCallback(() => {
    const open = current.current;
    if (!isDirty(open)) return;
    writeUnsavedDraft(localStorage, { flowId, baseVersion: open.baseVersion, savedAt: Date.now(), document: open.store.getDoc() });
  }, [flowId]);

  const takeServerDocument = useCallback(
    (raw: unknown, version: number) => {
      keepCopy();
      const next = openFlowSession(raw, version);
      setSession(next);
      setOffer(offerFor(next));
    },
    [keepCopy, setSession],
  );

  /** Saves `document` on `baseVersion`; resolves the new version, or null when it did not reach the server. */
  const saveDocument = useCallback(
    async (document: FlowDocument, baseVersion: number): Promise<number | null> => {
      const open = current.current;
      const revision = open.store.getRevision();
      try {
        const saved = await saveFlowDraft(client, document, baseVersion);
        clearUnsavedDrafts(localStorage, flowId);
        const next = { ...open, baseVersion: saved.version, cleanRevision: revision };
        setSession(next);
        // Edits made while the request was on its way are not on the server: keep them.
        keepCopy();
        setOffer(null);
        notify.success(t('chatbot.editor.saved', { version: saved.version }));
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.flow(flowId) });
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.flows(detail.bot_id) });
        return saved.version;
      } catch (error) {
        keepCopy();
        if (error instanceof VersionConflictError) {
          const choice = await askConflict({ updatedBy: error.current.updated_by, updatedOn: error.current.updated_on });
          if (choice === 'overwrite') return saveDocument(current.current.store.getDoc(), error.current.version);
          if (choice === 'reload') takeServerDocument(error.current.document, error.current.version);
          return null;
        }
        notify.error(apiErrorText(error, t('chatbot.editor.save_failed')), { title: t('chatbot.common.error_title') });
        return null;
      }
    },
    [client, flowId, detail.bot_id, keepCopy, queryClient, setSession, t, takeServerDocument],
  );

  const exclusive = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }, []);

  const save = useCallback((document: FlowDocument) => exclusive(async () => void (await saveDocument(document, current.current.baseVersion))), [exclusive, saveDocument]);

  const publish = useCallback(
    (document: FlowDocument) =>
      exclusive(async () => {
        let baseVersion: number | null = current.current.baseVersion;
        // The server publishes its stored draft, so unsaved edits go first.
        if (isDirty(current.current)) baseVersion = await saveDocument(document, baseVersion);
        if (baseVersion === null) return;
        try {
          const diff = await fetchFlowDiff(client, flowId);
          if (!(await confirmPublish({ diff, nodeName: nameOf }))) return;
          const published = await publishFlow(client, flowId, baseVersion);
          notify.success(t('chatbot.editor.published', { version: published.version }));
          void queryClient.invalidateQueries({ queryKey: chatbotKeys.flow(flowId) });
          void queryClient.invalidateQueries({ queryKey: chatbotKeys.flows(detail.bot_id) });
        } catch (error) {
          if (error instanceof FlowInvalidError) await showProblems({ problems: error.problems, nodeName: nameOf });
          else if (error instanceof VersionConflictError) {
            const choice = await askConflict({ updatedBy: error.current.updated_by, updatedOn: error.current.updated_on });
            if (choice === 'reload') takeServerDocument(error.current.document, error.current.version);
            else if (choice === 'overwrite') await saveDocument(current.current.store.getDoc(), error.current.version);
          } else notify.error(apiErrorText(error, t('chatbot.editor.publish_failed')), { title: t('chatbot.common.error_title') });
        }
      }),
    [client, detail.bot_id, exclusive, flowId, nameOf, queryClient, saveDocument, t, takeServerDocument],
  );

  const restoreVersion = useCallback(
    (version: number) =>
      exclusive(async () => {
        const confirmed = await showConfirm({
          title: t('chatbot.versions.restore_title', { version }),
          message: t(isDirty(current.current) ? 'chatbot.versions.restore_dirty_message' : 'chatbot.versions.restore_message', { version }),
          tone: 'warning',
          confirmLabel: t('chatbot.versions.restore_short'),
        });
        if (!confirmed) return;
        try {
          const restored = await restoreFlowVersion(client, flowId, version);
          takeServerDocument(restored.document, restored.version);
          notify.success(t('chatbot.versions.restored', { version, draft: restored.version }));
          void queryClient.invalidateQueries({ queryKey: chatbotKeys.flows(detail.bot_id) });
        } catch (error) {
          notify.error(apiErrorText(error, t('chatbot.versions.restore_failed')), { title: t('chatbot.common.error_title') });
        }
      }),
    [client, detail.bot_id, exclusive, flowId, queryClient, t, takeServerDocument],
  );

  const restoreOffer = useCallback(() => {
    if (!offer) return;
    setSession(openFlowSession(offer.document, current.current.baseVersion, { dirty: true }));
    setOffer(null);
  }, [offer, setSession]);

  const discardOffer = useCallback(() => {
    clearUnsavedDrafts(localStorage, flowId);
    setOffer(null);
  }, [flowId]);

  return { session, offer, save, publish, restoreVersion, restoreOffer, discardOffer };
}
