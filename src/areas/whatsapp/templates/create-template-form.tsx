import { useState, type ReactNode } from 'react';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { useKeptDraft, useWizardDraft } from '@/shell/drafts';
import { TemplateForm } from './form/template-form';
import { draftForKeeping, keptTemplateDraft, TEMPLATE_DRAFT } from './kept-template-draft';
import type { TemplateDraft } from './template-draft';

export interface CreateTemplateFormProps {
  initial: TemplateDraft;
  /** The template copied from (`?from=`), or null for a blank one: each keeps its own draft. */
  from: number | null;
  wabaId: string;
  before: ReactNode;
  onSaved(template: WhatsappTemplate): void;
}

/** The template form for a new template: what is typed is kept in the browser until it is submitted. */
export function CreateTemplateForm({ initial, from, wabaId, before, onSaved }: CreateTemplateFormProps) {
  const kept = useKeptDraft(TEMPLATE_DRAFT, from === null ? null : `copy-${from}`, keptTemplateDraft);
  const opened = kept.draft?.form ?? initial;
  const [typed, setTyped] = useState(opened);
  const draft = useWizardDraft({ draftKey: kept.key, value: typed, keep: draftForKeeping, baseline: initial, restored: kept.draft, onDiscard: kept.discard });
  return (
    <>
      {draft.element}
      <TemplateForm
        key={kept.generation}
        initial={opened}
        wabaId={wabaId}
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
