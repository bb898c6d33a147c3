import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { RcsSender } from '@/api/contracts/rcs-senders';
import { ApiError } from '@/api/errors';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { TemplateBuilder } from './builder/template-builder';
import { parseTemplateLink, templateLink, useCheckRcsTemplateExists, useRcsSenders, useRcsTemplate, useSaveRcsTemplate, useUploadRcsMedia } from './rcs-template-api';
import { Loaded, RCS_BASE, RcsPageFrame } from './rcs-page-frame';
import { contentOf, draftOf, emptyDraft, type TemplateDraft } from './template-draft';

type Mode = 'create' | 'copy' | 'edit';

function Editor({ mode, initial, senders, templateId }: { mode: Mode; initial: TemplateDraft; senders: readonly RcsSender[]; templateId?: number }) {
  const { t } = useTranslation();
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
      notify.success(t('rcsTemplates.builder.saved', { name: saved.name }));
      navigate(`${RCS_BASE}/view-rcs-template/${templateLink(saved.senderId, saved.templateId)}`);
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setServerFields(error.body.fields);
      notify.error(error instanceof Error ? error.message : t('rcsTemplates.failed'));
    }
  }

  return (
    <TemplateBuilder
      initial={initial}
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
    <RcsPageFrame titleId="rcs-template-editor-title" title={title}>
      <Loaded query={senders}>
        {(list) =>
          link ? (
            <Loaded query={source}>
              {(stored) => (stored ? <Editor mode="copy" senders={list} initial={{ ...draftOf(stored), name: `${stored.name}_copy` }} /> : null)}
            </Loaded>
          ) : (
            <Editor mode="create" senders={list} initial={emptyDraft(params.get('sender') ?? list[0]?.senderId ?? '')} />
          )
        }
      </Loaded>
    </RcsPageFrame>
  );
}

/** edit-rcs-template/{data}: changes a template in place (update). */
export function EditTemplatePage() {
  const { t } = useTranslation();
  const link = parseTemplateLink(useParams().data);
  const senders = useRcsSenders();
  const stored = useRcsTemplate(link?.senderId ?? '', link?.templateId ?? null);
  return (
    <RcsPageFrame titleId="rcs-template-editor-title" title={t('rcsTemplates.builder.editTitle')}>
      {link ? (
        <Loaded query={senders}>
          {(list) => <Loaded query={stored}>{(template) => (template ? <Editor mode="edit" senders={list} templateId={template.templateId} initial={draftOf(template)} /> : null)}</Loaded>}
        </Loaded>
      ) : (
        <p className="text-sm text-muted-foreground">{t('rcsTemplates.badLink')}</p>
      )}
    </RcsPageFrame>
  );
}
