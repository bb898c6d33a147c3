import { useState, type ReactNode } from 'react';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { useKeptDraft, useWizardDraft } from '@/shell/drafts';
import { TemplateForm } from './form/template-form';
import { draftForKeeping, keptTemplateDraft, TEMPLATE_DRAFT } from './kept-template-draft';
import type { TemplateDraft } from './template-draft';

export interface KeptTemplateFormProps {
  initial: TemplateDraft;
  /** Which draft: null for a blank template, `copy-<sno>` for a copy, `edit-<sno>` for an edit; each keeps its own. */
  draftId: string | null;
  wabaId: string;
  /** Set when editing: a draft kept before the template last changed is not reopened over it. */
  template?: WhatsappTemplate;
  before?: ReactNode;
  onSaved(template: WhatsappTemplate): void;
}

/** The template form for a new, copied or edited template: what is typed is kept in the browser until it is submitted. */
export function KeptTemplateForm({ initial, draftId, wabaId, template, before, onSaved }: KeptTemplateFormProps) {
  const kept = useKeptDraft(TEMPLATE_DRAFT, draftId, keptTemplateDraft);
  const restored = kept.draft && (!template || kept.draft.savedAt > Date.parse(template.updated_on)) ? kept.draft : null;
  const opened = restored?.form ?? initial;
  const [typed, setTyped] = useState(opened);
  const draft = useWizardDraft({ draftKey: kept.key, value: typed, keep: draftForKeeping, baseline: initial, restored, onDiscard: kept.discard });
  return (
    <>
      {draft.element}
      <TemplateForm
        key={kept.generation}
        initial={opened}
        wabaId={wabaId}
        template={template}
        before={before}
        onDraftChange={setTyped}
        onSaved={(saved) => {
          draft.saved();
          onSaved(saved);
        }}
      />
    </>
  );
}
