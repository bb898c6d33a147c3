import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useApiClient, useConfig } from '@/api/react';
import { autoMapVariables, CampaignStepper, firstAudienceRow, mappedColumns, SchedulePicker, UploadProgressBar, VariableMappingForm, zonedTimeToInstant, type AudienceResult, type UploadProgress } from '@/campaigns';
import { AudienceSource, listAudienceText } from '@/campaigns/contact-lists';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { useSessionValue } from '@/shell/session';
import { ThankYouModal } from '@/shell/dialogs/thank-you-modal';
import { useWizardDraft } from '@/shell/drafts';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { RcsPreview } from '../components/rcs-preview';
import { ExclusionGroupsField } from './exclusion-groups-field';
import { DltTemplateField, dltReviewText, dltSlots, useChosenDltTemplate } from './dlt-template-field';
import type { RcsCampaignKeeping } from './kept-rcs-campaign';
import { saveCall, saveRcsCampaign } from './queries/save-rcs-campaign';
import { useActiveUsersCount } from './queries/use-active-users-count';
import { useEsmeaddr } from './queries/rcs-endpoint';
import { useRcsSenders } from './queries/use-rcs-senders';
import { useRcsTemplates } from './queries/use-rcs-templates';
import { useSmsSenders } from './queries/use-sms-senders';
import { rcsSlots, rcsSteps, saveBody, stepProblems, type RcsForm, type RcsStep } from './rcs-form-state';
import { uploadRcsFile } from './upload-file';
import { useRcsStep, useReachableStep } from './use-rcs-step';
import { useAudienceAfterExclusions } from './use-audience-after-exclusions';
import { useConfirmSendNow } from './use-confirm-send-now';
import { useFormat, type Formatter } from '@/ui/format';

export interface RcsCampaignFormProps {
  initial: RcsForm;
  /** The saved or scheduled campaign being edited, or null for a new one. */
  campaignId: string | null;
  /** The edited campaign keeps its file unless a new one is chosen. */
  hasSavedFile: boolean;
  /** The edited campaign's saved audience: what Send now names when no new file was chosen. */
  savedRecipients?: number;
  /** The Target Active Users page: a campaign without a file goes through the broadcast base's bulk calls. */
  bulk?: boolean;
  /** Where the typed values are kept until saved, and what they started from. */
  keeping: RcsCampaignKeeping;
}

/** A later schedule as the WhatsApp form shows it, in its own zone and naming it; as typed when it names no instant. */
function scheduledText({ date, time, timeZone }: { date: string; time: string; timeZone: string }, format: Formatter): string {
  const at = zonedTimeToInstant(date, time, timeZone);
  return at ? format.dateIn(at.instant, timeZone) : `${date} ${time} (${timeZone})`;
}

/** campaigns-creation and edit-campaigns/{data}: sender, template, audience, exclusions, schedule, review; then save or send. */
export function RcsCampaignForm({ initial, campaignId, hasSavedFile, savedRecipients = 0, bulk = false, keeping }: RcsCampaignFormProps) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const sessionId = useSessionValue('session') ?? '';
  const [form, setForm] = useState(initial);
  const { step, setStep } = useRcsStep();
  const [tried, setTried] = useState<ReadonlySet<RcsStep>>(new Set());
  const [audience, setAudience] = useState<AudienceResult | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  // The file's rows going up before the save, shown as WhatsApp shows them (a large file takes minutes).
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [done, setDone] = useState(false);
  const [now] = useState(() => Date.now());
  const senders = useRcsSenders();
  const smsSenders = useSmsSenders();
  const templates = useRcsTemplates(form.senderId);
  const template = templates.data?.find((row) => row.templateId === form.templateId) ?? null;
  const dlt = useChosenDltTemplate(form.smsSenderId, form.dltTemplateId);
  const slots = useMemo(() => [...rcsSlots(template?.template), ...dltSlots(dlt)], [template, dlt]);
  const columns = audience?.files.find((file) => !file.error)?.columns ?? [];
  // The preview shows the first recipient's message, as the WhatsApp form does: fixed values, or the file's first valid row.
  const previewValues = useMemo(() => {
    const first = audience ? firstAudienceRow(audience.chunks) : null;
    return Object.fromEntries(
      Object.entries(form.mapping).flatMap(([name, source]) => {
        const value = source.kind === 'fixed' ? source.value : first?.values[source.column];
        return value ? [[name, value]] : [];
      }),
    );
  }, [audience, form.mapping]);
  const afterExclusions = useAudienceAfterExclusions(audience, form.exclusionGroupIds, step === 'review' && form.audience === 'FILE');
  const activeUsers = useActiveUsersCount(form.senderId, form.exclusionGroupIds, step === 'review' && form.audience === 'ACTIVE_USERS');
  const confirmSendNow = useConfirmSendNow();
  const sender = senders.data?.find((candidate) => candidate.senderId === form.senderId);
  const inputs = { hasFile: Boolean(audience?.counts.valid) || hasSavedFile, slots, now, limitDays: config.scheduleDateLimit };
  const problems = (of: RcsStep) => (tried.has(of) ? stepProblems(of, form, inputs) : []);
  const update = (patch: Partial<RcsForm>) => setForm((current) => ({ ...current, ...patch }));
  useReachableStep(step, setStep, (candidate) => stepProblems(candidate, form, inputs).length > 0);
  const kept = useWizardDraft({ ...keeping, value: form });
  // The file a restored draft had: the reload could not keep it, so the audience step names it until one is chosen.
  const [lostFile] = useState(keeping.restored?.form.fileName ?? '');
  // The mapping follows the slots of the template chosen when the file arrives; its name goes into the draft.
  const onAudience = useCallback(
    (result: AudienceResult | null) => {
      setAudience(result);
      const file = result?.files.find((entry) => !entry.error);
      const fileName = result ? (result.listName ?? result.files.flatMap((entry) => (entry.error ? [] : [entry.name])).join(', ')) : null;
      if (file || fileName) {
        setForm((current) => ({
          ...current,
          ...(file ? { mapping: { ...autoMapVariables(slots, file.columns), ...current.mapping } } : {}),
          ...(fileName ? { fileName } : {}),
        }));
      }
    },
    [slots],
  );

  const go = (target: RcsStep) => {
    const before = rcsSteps.slice(0, rcsSteps.indexOf(target));
    const blocked = before.find((candidate) => stepProblems(candidate, form, inputs).length);
    if (blocked) {
      setTried((current) => new Set([...current, blocked]));
      setStep(blocked);
    } else setStep(target);
  };

  const save = async (schedule: boolean) => {
    const blocked = rcsSteps.find((candidate) => stepProblems(candidate, form, inputs).length);
    if (blocked) {
      setTried(new Set(rcsSteps));
      setStep(blocked);
      return;
    }
    const file = form.audience === 'FILE';
    if (schedule && form.schedule.mode === 'now') {
      const senderText = sender ? `${sender.name} (${sender.senderId})` : form.senderId;
      const fileRecipients = audience ? (afterExclusions.counts?.recipients ?? audience.counts.valid) : null;
      if (!(await confirmSendNow(form, { fileRecipients, savedRecipients, senderText }))) return;
    }
    setBusy(schedule ? 'send' : 'save');
    try {
      const rows = file && audience ? audience.counts.valid : 0;
      if (rows) setUpload({ rowsSent: 0, rowsTotal: rows });
      const uploaded = rows && audience ? await uploadRcsFile(client, esmeaddr, audience, mappedColumns(form.mapping), setUpload) : null;
      const call = saveCall({ file, schedule, now: form.schedule.mode === 'now', bulk });
      const body = { ...saveBody(form, { esmeaddr, templateName: template?.name ?? '', campaignId, schedule: call.withSchedule }), ...(uploaded ?? {}) };
      await saveRcsCampaign(client, call.endpoint, body);
      setServerFields({});
      kept.saved();
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      setServerFields(fields);
      notify.error(Object.keys(fields).length ? t('rcsCampaigns.form.save_failed_fields') : error instanceof ApiError ? error.message : t('rcsCampaigns.form.save_failed'));
    } finally {
      setUpload(null);
      setBusy(null);
    }
  };

  const format = useFormat();
  // A picked contact list is named, as the user chose it; a file is counted.
  const audienceText =
    form.audience !== 'FILE'
      ? t('rcsCampaigns.audience.ACTIVE_USERS')
      : (listAudienceText(audience, t, format) ?? t('rcsCampaigns.review.file', { count: audience?.counts.valid ?? 0, n: format.number(audience?.counts.valid ?? 0) }));
  const activeUsersText = activeUsers.data ? format.number(activeUsers.data.recipients) : activeUsers.isError ? t('rcsCampaigns.review.active_count_failed') : t('rcsLists.review.counting');
  const afterExclusionsText = afterExclusions.counts
    ? t('rcsLists.review.after_exclusions', { n: format.number(afterExclusions.counts.recipients), excluded: format.number(afterExclusions.counts.excluded) })
    : afterExclusions.isError
      ? t('rcsLists.review.count_failed')
      : t('rcsLists.review.counting');

  const problemText = (of: RcsStep) =>
    problems(of).map((problem) => (
      <p key={problem} role="alert" className="text-sm font-medium text-destructive">
        {t(`rcsCampaigns.problem.${problem}`)}
      </p>
    ));

  return (
    // One minmax(0, 1fr) column below lg: an auto column grew to the phone preview's width and pushed the page past 375 px.
    <div className="grid grid-cols-1 gap-4">
      {kept.element}
      <CampaignStepper steps={rcsSteps.map((id) => ({ id, label: t(`rcsCampaigns.steps.${id}`) }))} current={step} completed={rcsSteps.filter((id) => id !== step && rcsSteps.indexOf(id) < rcsSteps.indexOf(step))} onSelect={(id) => go(id as RcsStep)} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_auto]">
        <Card className="grid gap-4 p-4">
          <h2 className="text-lg font-semibold">{t(`rcsCampaigns.steps.${step}`)}</h2>
          {Object.keys(serverFields).length ? (
            <Alert variant="destructive">
              <ul>
                {Object.entries(serverFields).map(([field, message]) => (
                  <li key={field}>{t('rcsCampaigns.form.server_field', { field, message })}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <div hidden={step !== 'details'} className="grid gap-4">
            <FormField label={t('rcsCampaigns.form.name')}>
              <Input value={form.name} maxLength={100} onChange={(event) => update({ name: event.target.value })} />
            </FormField>
            <FormField label={t('rcsCampaigns.form.sender')}>
              <NativeSelect value={form.senderId} onChange={(event) => update({ senderId: event.target.value, templateId: null, mapping: {} })}>
                <option value="">{t('rcsCampaigns.form.choose')}</option>
                {senders.data?.map((sender) => (
                  <option key={sender.senderId} value={sender.senderId}>
                    {`${sender.name} (${sender.senderId})`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('rcsCampaigns.form.template')}>
              <NativeSelect
                value={form.templateId ?? ''}
                disabled={!form.senderId}
                onChange={(event) => {
                  const id = event.target.value ? Number(event.target.value) : null;
                  const chosen = templates.data?.find((row) => row.templateId === id);
                  update({ templateId: id, mapping: autoMapVariables(rcsSlots(chosen?.template), columns) });
                }}
              >
                <option value="">{t('rcsCampaigns.form.choose')}</option>
                {templates.data?.map((row) => (
                  <option key={row.templateId} value={row.templateId}>
                    {`${row.name} · ${t(`rcsCampaigns.type.${row.type}`)}`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {problemText('details')}
          </div>
          <div hidden={step !== 'audience'} className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">{t('rcsCampaigns.form.audience')}</legend>
              <RadioGroup value={form.audience} onValueChange={(value) => update({ audience: value as RcsForm['audience'] })} className="grid gap-2 sm:grid-cols-2">
                {(['FILE', 'ACTIVE_USERS'] as const).map((kind) => (
                  <div key={kind} className="flex items-start gap-2 rounded-lg border p-3">
                    <RadioGroupItem value={kind} id={`rcs-audience-${kind}`} className="mt-0.5" />
                    <Label htmlFor={`rcs-audience-${kind}`}>{t(`rcsCampaigns.audience.${kind}`)}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            <div hidden={form.audience !== 'FILE'} className="grid gap-3">
              {hasSavedFile && !audience ? <Alert variant="info">{t('rcsCampaigns.audience.saved_file')}</Alert> : null}
              {!hasSavedFile && !audience && lostFile ? <Alert variant="warning">{t('rcsCampaigns.audience.file_again', { name: lostFile })}</Alert> : null}
              <AudienceSource maxFiles={config.maxFiles} initialCountry="IN" slots={slots} sampleFileName="rcs-audience-sample.csv" onResult={onAudience} />
            </div>
            {form.audience === 'ACTIVE_USERS' ? <p className="text-sm text-muted-foreground">{t('rcsCampaigns.audience.active_hint')}</p> : null}
            {slots.length ? <VariableMappingForm slots={slots} columns={form.audience === 'FILE' ? columns : []} mapping={form.mapping} onChange={(mapping) => update({ mapping })} showProblems={tried.has('audience')} /> : null}
            <ExclusionGroupsField value={form.exclusionGroupIds} onChange={(exclusionGroupIds) => update({ exclusionGroupIds })} />
            <FormField label={t('rcsCampaigns.form.sms_fallback')} hint={t('rcsCampaigns.form.sms_fallback_hint')}>
              <NativeSelect value={form.smsSenderId} onChange={(event) => update({ smsSenderId: event.target.value, dltTemplateId: '' })}>
                <option value="">{t('rcsCampaigns.form.no_fallback')}</option>
                {smsSenders.data?.map((sms) => (
                  <option key={sms.senderId} value={sms.senderId}>
                    {sms.senderId}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <DltTemplateField smsSenderId={form.smsSenderId} value={form.dltTemplateId} onChange={(dltTemplateId) => update({ dltTemplateId })} />
            {problemText('audience')}
          </div>
          <div hidden={step !== 'schedule'} className="grid gap-3">
            <SchedulePicker value={form.schedule} onChange={(schedule) => update({ schedule })} limitDays={config.scheduleDateLimit} now={now} />
            {problemText('schedule')}
          </div>
          <div hidden={step !== 'review'} className="grid gap-2">
            <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
              {(
                [
                  ['name', form.name],
                  ['sender', sender?.name ?? form.senderId],
                  ['template', template?.name ?? ''],
                  ['audience', audienceText],
                  ['exclusions', String(form.exclusionGroupIds.length)],
                  ...(form.audience === 'FILE' && audience ? ([['recipients', afterExclusionsText]] as const) : []),
                  ...(form.audience === 'ACTIVE_USERS' ? ([['recipients', activeUsersText]] as const) : []),
                  ['sms', form.smsSenderId || t('rcsCampaigns.form.no_fallback')],
                  // The SMS fallback's DLT template by name and id, and the text it sends.
                  ...(form.smsSenderId ? ([['dlt', dlt ? `${dlt.name} (${dlt.dltTemplateId})` : form.dltTemplateId || t('rcsCampaigns.dlt.none')]] as const) : []),
                  ...(form.smsSenderId && dlt ? ([['dlt_text', dltReviewText(dlt, previewValues)]] as const) : []),
                  ['schedule', form.schedule.mode === 'now' ? t('rcsCampaigns.review.now') : scheduledText(form.schedule, format)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{key === 'recipients' ? t('rcsLists.review.recipients') : t(`rcsCampaigns.review.${key}`)}</dt>
                  <dd className="mb-2 break-words font-medium sm:mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {upload ? <UploadProgressBar progress={upload} /> : null}
          <div className="flex flex-wrap gap-2 border-t pt-3">
            {step !== 'details' ? (
              <Button type="button" variant="outline" onClick={() => setStep(rcsSteps[rcsSteps.indexOf(step) - 1] ?? 'details')}>
                {t('rcsCampaigns.form.back')}
              </Button>
            ) : null}
            {step !== 'review' ? (
              <Button type="button" onClick={() => {
                setTried((current) => new Set([...current, step]));
                if (!stepProblems(step, form, inputs).length) setStep(rcsSteps[rcsSteps.indexOf(step) + 1] ?? 'review');
              }}>
                {t('rcsCampaigns.form.next')}
              </Button>
            ) : null}
            <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => void save(false)}>
              {busy === 'save' ? t('rcsCampaigns.form.saving') : t('rcsCampaigns.form.save')}
            </Button>
            {step === 'review' ? (
              <Button type="button" disabled={busy !== null} onClick={() => void save(true)}>
                {busy === 'send' ? t('rcsCampaigns.form.saving') : form.schedule.mode === 'now' ? t('rcsCampaigns.form.send_now') : t('rcsCampaigns.form.schedule')}
              </Button>
            ) : null}
          </div>
        </Card>
        <Card className="p-4">
          <h2 className="mb-2 text-sm font-semibold">{t('rcsCampaigns.form.preview')}</h2>
          {template ? (
            <RcsPreview template={template.template} sender={sender} values={previewValues} dir={i18n.dir()} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('rcsCampaigns.form.preview_empty')}</p>
          )}
        </Card>
      </div>
      <ThankYouModal open={done} esme={String(esmeaddr)} sessionId={sessionId} loggedInEsme={String(esmeaddr)} />
    </div>
  );
}
