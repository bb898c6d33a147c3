import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { RcsSender } from '@/api/contracts/rcs-senders';
import { ApiError } from '@/api/errors';
import { useKeptDraft, useWizardDraft } from '@/shell/drafts';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { TemplateBuilder } from './builder/template-builder';
import { parseTemplateLink, templateLink } from './template-link';
import { useCheckRcsTemplateExists } from './queries/use-check-rcs-template-exists';
import { useRcsSenders } from '../campaigns/queries/use-rcs-senders';
import { useRcsTemplate } from './queries/use-rcs-template';
import { useSaveRcsTemplate } from './queries/use-save-rcs-template';
import { useUploadRcsMedia } from './queries/use-upload-rcs-media';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { RCS_BASE } from './rcs-base';
import { keptRcsTemplateDraft, RCS_TEMPLATE_DRAFT } from './kept-template-draft';
import { contentOf, draftOf, emptyDraft, type TemplateDraft } from './template-draft';

type Mode = 'create' | 'copy' | 'edit';

interface EditorProps {
  mode: Mode;
  initial: TemplateDraft;
  senders: readonly RcsSender[];
  /** What is typed is kept as a draft under this id (null for a new template). */
  draftId: string | null;
  templateId?: number;
  /** The stored template's last change: a draft kept before it is not reopened over it. */
  updatedOn?: string;
}

function Editor({ mode, initial, senders, draftId, templateId, updatedOn }: EditorProps) {
  const { t } = useTranslation();
  const kept = useKeptDraft(RCS_TEMPLATE_DRAFT, draftId, keptRcsTemplateDraft);
  const restored = kept.draft && (!updatedOn || kept.draft.savedAt > Date.parse(updatedOn)) ? kept.draft : null;
  const [typed, setTyped] = useState(restored?.form ?? initial);
  const keeping = useWizardDraft({ draftKey: kept.key, value: typed, baseline: initial, restored, onDiscard: kept.discard });
  const navigate = useNavigate();
  const saving = useSaveRcsTemplate();
  const checkExists = useCheckRcsTemplateExists();
  const upload = useUploadRcsMedia();
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  async function save(draft: TemplateDraft) {
    setServerFields({});
    try {
      const name = draft.name.trim();
      if (mode !== 'edit' || name !== initial.name) {
        const existing = await checkExists(draft.senderId, name, draft.language);
        if (existing.exists) {
          setServerFields({ 'template.name': t('rcsTemplates.builder.nameTaken') });
          return;
        }
      }
      const saved = await saving.mutateAsync({ senderId: draft.senderId, language: draft.language, template: contentOf(draft), templateId: mode === 'edit' ? templateId : undefined });
      keeping.saved();
      notify.success(t('rcsTemplates.builder.saved', { name: saved.name }));
      navigate(`${RCS_BASE}/view-rcs-template/${templateLink(saved.senderId, saved.templateId)}`);
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setServerFields(error.body.fields);
      notify.error(error instanceof Error ? error.message : t('rcsTemplates.failed'));
    }
  }

  return (
    <>
      {keeping.element}
      <TemplateBuilder
        key={kept.generation}
        initial={restored?.form ?? initial}
        onDraftChange={setTyped}
        senders={senders}
        senderLocked={mode === 'edit'}
        saving={saving.isPending}
        serverFields={serverFields}
        onSave={(draft) => void save(draft)}
        upload={upload}
        actions={
          <Button asChild variant="outline">
            <Link to={`${RCS_BASE}/templates-list?sender=${encodeURIComponent(initial.senderId)}`}>{t('rcsTemplates.builder.cancel')}</Link>
          </Button>
        }
      />
    </>
  );
}

/** create-templates and new-create-templates: a new template; new-create-templates/{data} starts from a copy. */
export function CreateTemplatePage() {
  const { t } = useTranslation();
  const { data } = useParams();
  const [params] = useSearchParams();
  const link = parseTemplateLink(data);
  const senders = useRcsSenders();
  const source = useRcsTemplate(link?.senderId ?? '', link?.templateId ?? null);
  const title = t(link ? 'rcsTemplates.builder.copyTitle' : 'rcsTemplates.builder.createTitle');
  return (
    <PageFrame width="wide" titleId="rcs-template-editor-title" title={title}>
      <QueryBoundary query={senders} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>
        {(list) =>
          link ? (
            <QueryBoundary query={source} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>
              {(stored) => (stored ? <Editor mode="copy" senders={list} draftId={`copy-${stored.senderId}-${stored.templateId}`} initial={{ ...draftOf(stored), name: `${stored.name}_copy` }} /> : null)}
            </QueryBoundary>
          ) : (
            <Editor mode="create" senders={list} draftId={null} initial={emptyDraft(params.get('sender') ?? list[0]?.senderId ?? '')} />
          )
        }
      </QueryBoundary>
    </PageFrame>
  );
}

/** edit-rcs-template/{data}: changes a template in place (update). */
export function EditTemplatePage() {
  const { t } = useTranslation();
  const link = parseTemplateLink(useParams().data);
  const senders = useRcsSenders();
  const stored = useRcsTemplate(link?.senderId ?? '', link?.templateId ?? null);
  return (
    <PageFrame width="wide" titleId="rcs-template-editor-title" title={t('rcsTemplates.builder.editTitle')}>
      {link ? (
        <QueryBoundary query={senders} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>
          {(list) => <QueryBoundary query={stored} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>{(template) => (template ? <Editor mode="edit" senders={list} draftId={`edit-${template.senderId}-${template.templateId}`} templateId={template.templateId} updatedOn={template.updatedOn} initial={draftOf(template)} /> : null)}</QueryBoundary>}
        </QueryBoundary>
      ) : (
        <p className="text-sm text-muted-foreground">{t('rcsTemplates.badLink')}</p>
      )}
    </PageFrame>
  );
}
