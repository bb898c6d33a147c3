import { Moon, Sun } from 'lucide-react';
import { useLayoutEffect, useMemo, useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { ApiError } from '@/api/errors';
import { validateWhatsappTemplate } from '@/api/rules/whatsapp-template-rules';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TemplatePreview } from '../../shared/template-preview/template-preview';
import { useCheckExist } from '../queries/use-check-exist';
import { useSaveTemplate } from '../queries/use-save-template';
import { toContent, type TemplateDraft } from '../template-draft';
import { groupProblems, touchedProblems } from './template-problems';
import { TemplateBasics } from './template-basics';
import { TemplateContent } from './template-content';

export interface TemplateFormProps {
  initial: TemplateDraft;
  wabaId: string;
  /** Set when editing: the provider's id; name and language are then fixed. */
  template?: WhatsappTemplate;
  readOnly?: boolean;
  /** Above the form: the WABA choice when creating. */
  before?: ReactNode;
  onSaved?(template: WhatsappTemplate): void;
  /** Told every change of what is typed (the create page keeps it as a draft). */
  onDraftChange?(draft: TemplateDraft): void;
}

/**
 * The template builder: every rule checked as the user types, a counter beside each limited field,
 * and the phone preview beside the form. A broken rule shows beside its part once the user has been
 * in that part (typed or left it) or tried to submit, so an empty form does not open in red.
 * Saving is blocked while a rule is broken; a server refusal is shown and what was typed stays.
 */
export function TemplateForm({ initial, wabaId, template, readOnly = false, before, onSaved, onDraftChange }: TemplateFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [existsWarning, setExistsWarning] = useState('');
  const [serverError, setServerError] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const save = useSaveTemplate();
  const checkExist = useCheckExist();
  const update = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // A layout effect: the parent's update then renders at once and its draft is written in the same
  // event, so a reload right after typing keeps the keystroke (a passive effect's update waits a task).
  useLayoutEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);

  const content = useMemo(() => toContent(draft), [draft]);
  const preview = useMemo(() => toContent(draft, true), [draft]);
  const problems = useMemo(() => validateWhatsappTemplate(content), [content]);
  const grouped = useMemo(() => groupProblems(content, problems), [content, problems]);
  const shown = useMemo(() => (submitTried ? grouped : touchedProblems(grouped, touched)), [grouped, touched, submitTried]);

  function touch(event: SyntheticEvent) {
    const section = event.target instanceof Element ? event.target.closest('[data-section]')?.getAttribute('data-section') : null;
    if (section && !touched.has(section)) setTouched(new Set([...touched, section]));
  }

  async function checkIdentity() {
    if (template || readOnly || !wabaId || !draft.name) return;
    try {
      const answer = await checkExist(wabaId, draft.name, draft.language);
      setExistsWarning(answer.exists ? t('waTemplates.form.exists', { name: draft.name, language: draft.language }) : '');
    } catch {
      setExistsWarning('');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitTried(true);
    if (problems.length || readOnly) return;
    setServerError('');
    try {
      const saved = await save.mutateAsync({ wabaId, templateId: template?.id ?? null, template: content });
      onSaved?.(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.body?.fields ?? {}).map(([field, message]) => `${field}: ${message}`) : [];
      setServerError([error instanceof Error ? error.message : t('waTemplates.form.save_failed'), ...fields].join(' · '));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} onChange={touch} onBlur={touch} noValidate className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-4">
        {before}
        {template?.status === 'REJECTED' && template.rejected_reason ? (
          <Alert variant="destructive">
            <AlertDescription>{t('waTemplates.form.rejected', { reason: template.rejected_reason })}</AlertDescription>
          </Alert>
        ) : null}
        <TemplateBasics draft={draft} update={update} problems={shown} fixedIdentity={!!template} disabled={readOnly} existsWarning={existsWarning} onIdentityBlur={() => void checkIdentity()} />
        <TemplateContent draft={draft} update={update} problems={shown} wabaId={wabaId} disabled={readOnly} />
        {serverError ? (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        ) : null}
        {!readOnly ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* aria-disabled, not disabled: a click still reaches submit and shows every broken rule. */}
            <Button type="submit" aria-disabled={problems.length > 0 ? true : undefined} className="aria-disabled:pointer-events-auto" disabled={save.isPending || !wabaId}>
              {template ? t('waTemplates.form.resubmit') : t('waTemplates.form.submit')}
            </Button>
            <span role="status" className="text-xs text-muted-foreground">
              {problems.length ? t('waTemplates.form.problems', { count: problems.length }) : t('waTemplates.form.ready')}
            </span>
          </div>
        ) : null}
      </div>
      <aside className="grid gap-2 lg:sticky lg:top-4" aria-label={t('waTemplates.form.preview')}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">{t('waTemplates.form.preview')}</h2>
          <Button type="button" variant="ghost" size="sm" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
            {t('waTemplates.form.dark_preview')}
          </Button>
        </div>
        <TemplatePreview template={preview} theme={theme} className="min-h-64" />
      </aside>
    </form>
  );
}
