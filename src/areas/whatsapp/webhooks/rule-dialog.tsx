import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_ALGORITHMS, WEBHOOK_SIGNATURE_HEADER, type WabaNumber, type WebhookRule, type WebhookRuleWithSecret } from '@/api/contracts/webhook-rules';
import { ApiError } from '@/api/errors';
import { NativeSelect } from '@/ui/native-select';
import { useKeptDraft, useWizardDraft } from '@/shell/drafts';
import { notify } from '@/shell/feedback/notify';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { CategoryChips, categoryFor, useCategoryNames } from './category-chips';
import { keptRuleDraft, ruleForKeeping, RULE_DRAFT } from './kept-rule-draft';
import { checkRuleForm, emptyRuleForm, ruleToForm, type RuleForm } from './rule-form';
import { SecretDialog } from './secret-dialog';
import { useSaveRule } from './queries/use-save-rule';

interface RuleDialogProps {
  /** The rule being edited, or the number a new rule goes on. */
  editing: WebhookRule | { newOn: string };
  numbers: readonly WabaNumber[];
  onClose(): void;
}

/** Create or edit a rule with every field of spec §3; the form keeps what was typed when the server refuses it. */
export function RuleDialog({ editing, numbers, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  const existing = 'ruleId' in editing ? editing : null;
  const [baseline] = useState<RuleForm>(() => (existing ? ruleToForm(existing) : emptyRuleForm('newOn' in editing ? editing.newOn : '')));
  const kept = useKeptDraft(RULE_DRAFT, existing?.ruleId ?? null, keptRuleDraft);
  // An edit's draft kept before the rule last changed is not reopened over it.
  const restored = kept.draft && (!existing || kept.draft.savedAt > Date.parse(existing.updatedOn)) ? kept.draft : null;
  const [form, setForm] = useState<RuleForm>(restored?.form ?? baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<WebhookRuleWithSecret | null>(null);
  const [categoryText, setCategoryText] = useState('');
  const categoryNames = useCategoryNames();
  const save = useSaveRule();
  const keeping = useWizardDraft({
    draftKey: kept.key,
    value: form,
    keep: ruleForKeeping,
    baseline,
    restored,
    onDiscard: () => {
      kept.discard();
      setForm(baseline);
      setErrors({});
    },
  });
  const set = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const fieldError = (key: string) => (errors[key] ? t('webhookConfig.form.invalid', { reason: errors[key] }) : undefined);
  // The server names one chip (`eventCategory.0`) or the list.
  const categoryError = fieldError(Object.keys(errors).find((key) => key === 'eventCategory' || key.startsWith('eventCategory.')) ?? 'eventCategory');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A word still in the category field counts as if Enter had been pressed: a category joins the
    // rule, anything else stops the save (it was ignored, and the rule saved without it).
    const typed = categoryText.trim();
    const typedCategory = typed ? categoryFor(typed, categoryNames) : null;
    const ready = typedCategory && !form.eventCategory.includes(typedCategory) ? { ...form, eventCategory: [...form.eventCategory, typedCategory] } : form;
    if (typedCategory) {
      setForm(ready);
      setCategoryText('');
    }
    const checked = checkRuleForm(ready);
    const found = typed && !typedCategory ? { ...checked.errors, eventCategory: t('webhookConfig.form.unknown_category', { text: typed }) } : checked.errors;
    setErrors(found);
    setServerProblem(null);
    if (Object.keys(found).length) return;
    try {
      const saved = await save.mutateAsync({ ruleId: existing?.ruleId ?? null, fields: checked.fields });
      keeping.saved();
      notify.success(t(existing ? 'webhookConfig.form.saved' : 'webhookConfig.form.created'));
      // A new rule's secret is answered this once: the form gives way to it, to be copied.
      if ('secret' in saved) setCreated(saved);
      else onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
      setServerProblem(error instanceof Error ? error.message : t('webhookConfig.form.failed'));
    }
  }

  const headerRow = (index: number, key: 'key' | 'value', value: string) =>
    setForm((current) => ({ ...current, httpHeaders: current.httpHeaders.map((header, at) => (at === index ? { ...header, [key]: value } : header)) }));

  if (created) {
    return <SecretDialog title={t('webhookConfig.form.created_title')} message={t('webhookConfig.form.created_message')} header={WEBHOOK_SIGNATURE_HEADER} secret={created.secret} onClose={onClose} />;
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" closeLabel={t('webhookConfig.close')}>
        <DialogHeader>
          <DialogTitle>{t(existing ? 'webhookConfig.form.edit_title' : 'webhookConfig.form.create_title')}</DialogTitle>
          <DialogDescription>{t('webhookConfig.form.description', { header: WEBHOOK_SIGNATURE_HEADER })}</DialogDescription>
        </DialogHeader>
        {keeping.element}
        <form className="grid gap-2 sm:grid-cols-2 sm:gap-x-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField label={t('webhookConfig.form.number')} error={fieldError('wabaNumber')}>
            <NativeSelect value={form.wabaNumber} onChange={(event) => set('wabaNumber', event.target.value)}>
              {numbers.map((number) => (
                <option key={number.wabaNumber} value={number.wabaNumber}>{`${number.verifiedName} (${number.wabaNumber})`}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('webhookConfig.form.request_type')} error={fieldError('requestType')}>
            <NativeSelect value={form.requestType} onChange={(event) => set('requestType', event.target.value as RuleForm['requestType'])}>
              <option value="POST">POST</option>
              <option value="PUT">PUT</option>
            </NativeSelect>
          </FormField>
          <FormField className="sm:col-span-2" label={t('webhookConfig.form.url')} hint={t('webhookConfig.form.url_hint')} error={fieldError('url')}>
            <Input dir="ltr" type="url" inputMode="url" value={form.url} onChange={(event) => set('url', event.target.value)} placeholder="https://hooks.example.com/whatsapp" />
          </FormField>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="webhook-categories">{t('webhookConfig.form.categories')}</Label>
            <CategoryChips
              id="webhook-categories"
              value={form.eventCategory}
              onChange={(next) => set('eventCategory', next)}
              text={categoryText}
              onTextChange={setCategoryText}
              describedBy="webhook-categories-hint"
              error={categoryError}
            />
            <p id="webhook-categories-hint" className="text-xs text-muted-foreground">
              {t('webhookConfig.form.categories_hint')}
            </p>
          </div>
          <FormField label={t('webhookConfig.form.retry_count')} error={fieldError('retryCount')}>
            <Input inputMode="numeric" value={form.retryCount} onChange={(event) => set('retryCount', event.target.value)} />
          </FormField>
          <FormField label={t('webhookConfig.form.retry_delay')} hint={t('webhookConfig.form.retry_delay_hint')} error={fieldError('retryDelayInSec')}>
            <Input inputMode="numeric" value={form.retryDelayInSec} onChange={(event) => set('retryDelayInSec', event.target.value)} />
          </FormField>
          <FormField label={t('webhookConfig.form.event_type')} hint={t('webhookConfig.form.event_type_hint')} error={fieldError('eventType')}>
            <Input value={form.eventType} onChange={(event) => set('eventType', event.target.value)} />
          </FormField>
          <FormField label={t('webhookConfig.form.channel_id')} hint={t('webhookConfig.form.channel_id_hint')} error={fieldError('channelId')}>
            <Input value={form.channelId} onChange={(event) => set('channelId', event.target.value)} />
          </FormField>
          <FormField label={t('webhookConfig.form.sender_id')} hint={t('webhookConfig.form.sender_id_hint')} error={fieldError('senderId')}>
            <Input value={form.senderId} onChange={(event) => set('senderId', event.target.value)} />
          </FormField>
          <FormField label={t('webhookConfig.form.handover_template')} hint={t('webhookConfig.form.handover_template_hint')} error={fieldError('handoverTemplate')}>
            <Input value={form.handoverTemplate} onChange={(event) => set('handoverTemplate', event.target.value)} />
          </FormField>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">{t('webhookConfig.form.headers')}</legend>
            {form.httpHeaders.map((header, index) => (
              <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <Input dir="ltr" aria-label={t('webhookConfig.form.header_name', { n: index + 1 })} aria-invalid={errors[`httpHeaders.${index}.key`] ? true : undefined} value={header.key} onChange={(event) => headerRow(index, 'key', event.target.value)} />
                <Input dir="ltr" aria-label={t('webhookConfig.form.header_value', { n: index + 1 })} aria-invalid={errors[`httpHeaders.${index}.value`] ? true : undefined} value={header.value} onChange={(event) => headerRow(index, 'value', event.target.value)} />
                <Button type="button" variant="ghost" size="icon" aria-label={t('webhookConfig.form.remove_header', { n: index + 1 })} onClick={() => set('httpHeaders', form.httpHeaders.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden />
                </Button>
                {errors[`httpHeaders.${index}.key`] || errors[`httpHeaders.${index}.value`] ? (
                  <p className="col-span-3 text-xs font-medium text-destructive">{fieldError(`httpHeaders.${index}.key`) ?? fieldError(`httpHeaders.${index}.value`)}</p>
                ) : null}
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set('httpHeaders', [...form.httpHeaders, { key: '', value: '' }])}>
              <Plus aria-hidden />
              {t('webhookConfig.form.add_header')}
            </Button>
          </fieldset>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox id="webhook-default" checked={form.defaultRule} onCheckedChange={(checked) => set('defaultRule', checked === true)} aria-describedby="webhook-default-hint" />
            <Label htmlFor="webhook-default">{t('webhookConfig.form.default_rule')}</Label>
          </div>
          <p id="webhook-default-hint" className="text-xs text-muted-foreground sm:col-span-2">
            {t('webhookConfig.form.default_rule_hint')}
          </p>
          <div className="mt-2 flex items-center gap-2">
            <Checkbox id="webhook-encrypt" checked={form.encryptPayload} onCheckedChange={(checked) => set('encryptPayload', checked === true)} />
            <Label htmlFor="webhook-encrypt">{t('webhookConfig.form.encrypt')}</Label>
          </div>
          <FormField label={t('webhookConfig.form.algorithm')} error={fieldError('algorithm')}>
            <NativeSelect value={form.algorithm} disabled={!form.encryptPayload} onChange={(event) => set('algorithm', event.target.value as RuleForm['algorithm'])}>
              <option value="">{t('webhookConfig.form.choose_algorithm')}</option>
              {WEBHOOK_ALGORITHMS.map((algorithm) => (
                <option key={algorithm} value={algorithm}>
                  {algorithm}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {existing ? (
            <FormField className="sm:col-span-2" label={t('webhookConfig.form.secret')} hint={t('webhookConfig.form.secret_masked_hint')}>
              <Input dir="ltr" readOnly value={`${'•'.repeat(12)}${existing.secretHint}`} className="font-mono text-xs" />
            </FormField>
          ) : null}
          {serverProblem ? (
            <Alert variant="destructive" className="sm:col-span-2">
              <AlertDescription>{serverProblem}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('webhookConfig.form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t(existing ? 'webhookConfig.form.save' : 'webhookConfig.form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
