import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOMATION_ACTIONS_MAX, AUTOMATION_KEYWORD_MAX, type AutomationView, type MatchKind } from '@/api/contracts/automation';
import type { SenderNumber } from '@/api/contracts/campaigns';
import { ApiError } from '@/api/errors';
import { NativeSelect } from '@/campaigns/native-select';
import { notify } from '@/shell/feedback/notify';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useApprovedTemplates } from '../send/campaign-api';
import { ActionRow } from './action-row';
import { checkDraft, draftOf, emptyDraft, newAction, type ActionDraft, type AutomationDraft } from './automation-draft';
import { useSaveAutomation } from './automation-api';

interface AutomationFormProps {
  senders: readonly SenderNumber[];
  /** The automation being edited; null makes a new one. */
  editing: AutomationView | null;
  onDone(saved: AutomationView | null): void;
}

/** Trigger (a keyword on a number) and the actions it runs, in order; saved as a draft. */
export function AutomationForm({ senders, editing, onDone }: AutomationFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AutomationDraft>(() => (editing ? draftOf(editing) : emptyDraft(senders[0]?.id ?? '')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useApprovedTemplates(draft.senderId);
  const save = useSaveAutomation();
  const set = (change: Partial<AutomationDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setAction = (index: number, next: ActionDraft) => set({ actions: draft.actions.map((action, at) => (at === index ? next : action)) });
  const move = (index: number, by: -1 | 1) => {
    const actions = [...draft.actions];
    const [moved] = actions.splice(index, 1);
    if (moved) actions.splice(index + by, 0, moved);
    set({ actions });
  };

  // A new action takes the focus, so the keyboard goes on where the eye does.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const addAction = () => {
    const added = newAction('ADD_TAG');
    setAddedKey(added.key);
    set({ actions: [...draft.actions, added] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: editing?.id ?? null, input: checked.input },
      {
        onSuccess: (saved) => {
          notify.success(t('automation.form.saved', { name: saved.name }));
          onDone(saved);
        },
        // The form keeps everything typed; the server's field problems show at their fields.
        onError: (error) => {
          if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <Card className="p-4">
      <form className="grid gap-3" onSubmit={submit} aria-labelledby="automation-form-title" noValidate>
        <h2 id="automation-form-title" className="text-base font-semibold">
          {editing ? t('automation.form.edit_title', { name: editing.name }) : t('automation.form.new_title')}
        </h2>
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label={t('automation.form.name')} error={errors.name}>
            {/* The form opens on a click or a key: typing starts at its first field. */}
            <Input value={draft.name} maxLength={100} autoFocus onChange={(event) => set({ name: event.target.value })} />
          </FormField>
          <FormField label={t('automation.form.number')} error={errors.senderId}>
            <NativeSelect value={draft.senderId} onChange={(event) => set({ senderId: event.target.value })}>
              {senders.map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {`${sender.verifiedName} (${sender.displayNumber})`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('automation.form.trigger')}</legend>
          <FormField label={t('automation.form.match')}>
            <NativeSelect value={draft.match} onChange={(event) => set({ match: event.target.value as MatchKind })}>
              <option value="CONTAINS">{t('automation.match.CONTAINS')}</option>
              <option value="EQUALS">{t('automation.match.EQUALS')}</option>
            </NativeSelect>
          </FormField>
          <FormField label={t('automation.form.keyword')} hint={t('automation.form.keyword_hint')} error={errors.keyword}>
            <Input value={draft.keyword} maxLength={AUTOMATION_KEYWORD_MAX} onChange={(event) => set({ keyword: event.target.value })} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('automation.form.actions')}</legend>
          {errors.actions ? <p className="text-xs font-medium text-destructive">{errors.actions}</p> : null}
          <ol className="grid gap-2">
            {draft.actions.map((action, index) => (
              <ActionRow
                key={action.key}
                index={index}
                count={draft.actions.length}
                action={action}
                templates={templates.data ?? []}
                errors={errors}
                onChange={(next) => setAction(index, next)}
                onMove={(by) => move(index, by)}
                focusOnMount={action.key === addedKey}
                onRemove={() => set({ actions: draft.actions.filter((_, at) => at !== index) })}
              />
            ))}
          </ol>
          <div>
            <Button type="button" variant="outline" size="sm" disabled={draft.actions.length >= AUTOMATION_ACTIONS_MAX} onClick={addAction}>
              <Plus aria-hidden />
              {t('automation.form.add_action')}
            </Button>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('automation.form.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onDone(null)}>
            {t('automation.form.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
