import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { useNavigate } from 'react-router-dom';
import type { AudienceKind, CampaignView } from '@/api/contracts/campaigns';
import { useConfig } from '@/api/react';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { estimateCost } from '@/api/rules/rate-card';
import { audienceMarkets, autoMapVariables, CampaignStepper, firstAudienceRow, resolveVariables, reviewRunsPastHorizon, type AudienceResult, type CountryCode, type ReviewCounts } from '@/campaigns';
import { LeaveWizardDialog, RestoredDraftNotice, useDraftOwner, useLeaveGuard, useStepInAddress } from '@/shell/drafts';
import { notify } from '@/shell/feedback/notify';
import { useSessionValue } from '@/shell/session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useApprovedTemplates } from '../shared/queries/use-approved-templates';
import { useAudienceCounts } from './queries/use-audience-counts';
import { useSenders } from '../shared/queries/use-senders';
import { failureOf } from '../shared/call-failure';
import { usePrepareCampaign } from './use-prepare-campaign';
import { useActivePools } from './queries/use-active-pools';
import { PreviewPanel } from './preview-panel';
import { scheduleText } from '../shared/schedule-text';
import { clearSendDraft, forgetSubmittedCampaign, writeSendDraft, type SendDraft } from './draft/send-draft-storage';
import {
  audienceColumns,
  completedSteps,
  firstBlockedStep,
  HEADER_MEDIA,
  mediaHeaderOf,
  sendSteps,
  stepOfField,
  stepProblems,
  templateSlots,
  withHeaderFile,
  type SendForm,
  type SendInputs,
  type SendStep,
} from './send-form-state';
import { AudienceStep } from './steps/audience-step';
import { PrepareStatus } from './steps/prepare-status';
import { ReviewStep } from './steps/review-step';
import { ScheduleStep } from './steps/schedule-step';
import { TemplateStep } from './steps/template-step';
import { VariablesStep } from './steps/variables-step';
import { useNow } from '../shared/use-now';

export interface SendCampaignFormProps {
  initial: SendForm;
  /** What counts as nothing typed: the empty form, or the edited campaign as the server has it. */
  baseline: SendForm;
  /** The campaign being edited (a re-schedule route, or the one a kept draft saved), or null for a new one. */
  campaignId: string | null;
  savedRecipients: number;
  /** Where the work is kept in this browser (localStorage); null when nobody is signed in. */
  draftKey: string | null;
  /** The draft this visit reopened, if any. */
  restored: SendDraft | null;
  /** Forget the kept draft and start again with an empty form. */
  onDiscard: () => void;
}

const stepAfter = (step: SendStep, by: number): SendStep => sendSteps[Math.min(sendSteps.length - 1, Math.max(0, sendSteps.indexOf(step) + by))] ?? step;
const later = (a: SendStep, b: SendStep) => (sendSteps.indexOf(a) >= sendSteps.indexOf(b) ? a : b);

/** Where a submitted campaign is followed, by its new state and the user's maker-checker role. */
function destination(view: CampaignView, userType: string | null): { path: string; toast: 'submitted' | 'sending' | 'scheduled' } {
  if (view.state === 'PENDING_APPROVAL') return { path: userType === 'C' ? 'checker-list' : 'maker-list', toast: 'submitted' };
  if (view.state === 'SCHEDULED' && view.schedule.kind === 'at') return { path: 'schedule-whatsappcampaign', toast: 'scheduled' };
  return { path: 'distributed-delivery', toast: 'sending' };
}

/** The send-whatsapp steps: template, audience, variables, schedule, review; then send or submit for approval. */
export function SendCampaignForm({ initial, baseline, campaignId: initialId, savedRecipients: initialRecipients, draftKey, restored, onDiscard }: SendCampaignFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const config = useConfig();
  const navigate = useNavigate();
  const userType = useSessionValue('userType');
  const owner = useDraftOwner();
  const now = useNow();
  const [form, setForm] = useState(initial);
  const { requested, setStep } = useStepInAddress(sendSteps);
  const step = requested ?? 'template';
  const [reached, setReached] = useState<SendStep>(restored?.reached ?? (initialId ? 'schedule' : 'template'));
  const [audience, setAudience] = useState<AudienceResult | null>(null);
  const [savedRecipients, setSavedRecipients] = useState(initialRecipients);
  const [lostFile, setLostFile] = useState(restored?.lostFile ?? null);
  // The form and file the server holds since the last save: what leaving would not lose there.
  const [onServer, setOnServer] = useState<{ form: SendForm; audience: AudienceResult | null }>({ form: baseline, audience: null });
  const [attempted, setAttempted] = useState<ReadonlySet<SendStep>>(new Set());
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  // The review's counts, for the form and file they were prepared from.
  const [review, setReview] = useState<{ counts: ReviewCounts; form: SendForm; audience: AudienceResult | null } | null>(null);
  const pools = useActivePools();
  const senders = useSenders();
  const templates = useApprovedTemplates(form.senderId);
  const validDays = Number.isInteger(form.engagedDays) && form.engagedDays >= 1 && form.engagedDays <= 90;
  const counts = useAudienceCounts(validDays ? form.engagedDays : 30, form.audienceKind !== 'UPLOAD_FILE');
  const { campaignId, phase, prepare, submit } = usePrepareCampaign(initialId, savedRecipients);
  const template = templates.data?.find((row) => row.sno === form.templateSno) ?? null;
  const sender = senders.data?.find((row) => row.id === form.senderId);
  const slots = useMemo(() => templateSlots(template), [template]);
  const inputs: SendInputs = { form, template, audience, savedRecipients, now, limitDays: config.scheduleDateLimit };
  const columns = audienceColumns(inputs);
  const problems = (of: SendStep) => (attempted.has(of) ? stepProblems(of, inputs) : []);
  const country = (sender && parsePhoneNumberFromString(sender.displayNumber)?.country) || ('IN' as CountryCode);
  const first = useMemo(() => (audience ? firstAudienceRow(audience.chunks) : null), [audience]);
  const fileAudience = form.audienceKind === 'UPLOAD_FILE';
  const previewValues = resolveVariables(slots, form.mapping, fileAudience && first ? first.values : {});
  const pace = sender ? { messagesPerSecond: sender.throughput, dailyLimit: sender.messagingLimit } : null;
  const markets = useMemo(() => (audience ? audienceMarkets(audience.chunks) : null), [audience]);
  const fileCost = template && markets ? estimateCost(template.category, markets) : null;
  const busy = phase.phase !== 'idle';
  const freshReview = review && review.form === form && review.audience === audience ? review.counts : null;
  // The review says why; the server refuses such a campaign as well.
  const pastHorizon = freshReview !== null && sender !== undefined && reviewRunsPastHorizon(freshReview, { messagesPerSecond: sender.throughput, dailyLimit: sender.messagingLimit });

  const changed = JSON.stringify(form) !== JSON.stringify(baseline) || audience !== null || lostFile !== null || (initialId === null && campaignId !== null);
  const unsent = changed && (JSON.stringify(form) !== JSON.stringify(onServer.form) || audience !== onServer.audience);
  const guard = useLeaveGuard(unsent);
  const keptFile = audience ? (audience.listName ?? audience.files.flatMap((file) => (file.error ? [] : [file.name])).join(', ')) : lostFile;
  const draft: SendDraft | null = changed ? { form, reached, campaignId, savedRecipients, lostFile: keptFile, savedAt: 0 } : null;
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  // Written when what it holds changes, not on every render; gone once nothing is typed.
  const draftText = JSON.stringify(draft);
  useEffect(() => {
    if (!draftKey) return;
    const kept = latestDraft.current;
    if (kept) writeSendDraft(localStorage, draftKey, { ...kept, savedAt: Date.now() });
    else clearSendDraft(localStorage, draftKey);
  }, [draftKey, draftText]);

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const update = (patch: Partial<SendForm>) => setForm((current) => ({ ...current, ...patch }));
  const slotsRef = useRef<readonly VariableSlot[]>(slots);
  slotsRef.current = slots;
  const onAudience = useCallback((result: AudienceResult | null) => {
    setAudience(result);
    if (result) setLostFile(null);
    const file = result?.files.find((f) => !f.error);
    if (file) setForm((current) => ({ ...current, mapping: { ...autoMapVariables(slotsRef.current, file.columns), ...current.mapping } }));
  }, []);
  // A new file starts over: the problems of the last one (and the server's word on it) are not shown over its reading.
  const onFilesChosen = useCallback(() => {
    setAttempted((current) => new Set([...current].filter((done) => done !== 'audience')));
    setServerFields((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('audience'))));
  }, []);
  const onSender = (senderId: string) => {
    const next = senders.data?.find((row) => row.id === senderId);
    // A header file was uploaded through the number it was chosen with: another number uploads its own.
    update(next?.wabaId === sender?.wabaId ? { senderId, mapping: senderId === form.senderId ? form.mapping : withHeaderFile(form.mapping, null) } : { senderId, templateSno: null, mapping: {} });
  };
  const onTemplate = (sno: number | null) => {
    const chosen = templates.data?.find((row) => row.sno === sno) ?? null;
    update({ templateSno: sno, mapping: autoMapVariables(templateSlots(chosen), columns) });
  };
  const onKind = (audienceKind: AudienceKind) => update({ audienceKind });
  const mediaHeader = mediaHeaderOf(template);
  const headerSource = form.mapping[HEADER_MEDIA];
  const headerMediaId = headerSource?.kind === 'fixed' ? headerSource.value : null;
  // The upload answers after the user may have changed other values: set the file on the form as it is then.
  const onHeaderFile = (mediaId: string | null) => setForm((current) => ({ ...current, mapping: withHeaderFile(current.mapping, mediaId) }));

  const goReview = async () => {
    if (!template) return;
    try {
      const prepared = await prepare({ form, template, audience, counts: counts.data });
      setReview({ counts: prepared, form, audience });
      setOnServer({ form, audience });
      if (form.audienceKind === 'UPLOAD_FILE' && audience) setSavedRecipients(prepared.valid);
      setServerFields({});
      if (step !== 'review') setStep('review');
      setReached('review');
    } catch (error) {
      const failure = failureOf(error);
      const fields = Object.keys(failure.fields);
      setServerFields(failure.fields);
      if (fields.length) {
        const target = sendSteps.find((candidate) => fields.some((field) => stepOfField(field) === candidate)) ?? 'template';
        setStep(target);
        notify.error(t('waSend.save_failed_fields'));
      } else notify.error(failure.message ?? t('waSend.save_failed'));
    }
  };

  const goTo = (target: SendStep) => {
    if (target === 'review') void goReview();
    else setStep(target);
  };

  const next = () => {
    if (stepProblems(step, inputs).length) {
      setAttempted((current) => new Set([...current, step]));
      return;
    }
    const target = stepAfter(step, 1);
    setReached((current) => later(current, target));
    goTo(target);
  };

  // The address can name a step the work does not reach (typed, or a file the reload did not keep):
  // open the first one still to do. Not before the template list is in, since the template step needs it.
  const ready = form.senderId === '' || !templates.isPending;
  const limit = sendSteps[Math.min(sendSteps.indexOf(reached), sendSteps.indexOf(firstBlockedStep(inputs)))] ?? 'template';
  // Without a step in the address, a reopened draft goes back as far as it had got; anything else starts at step 1.
  const open = requested === null ? (restored ? limit : 'template') : sendSteps.indexOf(requested) > sendSteps.indexOf(limit) ? limit : requested;
  useEffect(() => {
    if (ready && open !== requested) setStep(open, { replace: true });
  });
  // Reaching the review by the address (reload, Forward) prepares it again for the form as it is now.
  const autoReviewed = useRef<SendForm | null>(null);
  useEffect(() => {
    if (!ready || step !== 'review' || freshReview || busy || autoReviewed.current === form) return;
    autoReviewed.current = form;
    void goReview();
  });

  const send = async () => {
    try {
      const view = await submit();
      if (draftKey) clearSendDraft(localStorage, draftKey);
      if (owner) forgetSubmittedCampaign(localStorage, owner, view.id);
      guard.release();
      const where = destination(view, userType);
      notify.success(t(`waSend.toast.${where.toast}`, { name: view.name, when: scheduleText(view.schedule, view.scheduleAt, t, format) }));
      void navigate(`/whatsapp-campaign/${where.path}`);
    } catch (error) {
      notify.error(failureOf(error).message ?? t('waSend.submit_failed'));
    }
  };

  const stepLabel = (id: SendStep) => t(`campaigns.stepper.${id}`);
  const underMakerChecker = userType === 'M' || userType === 'C';
  const discardAndLeave = () => {
    if (draftKey) clearSendDraft(localStorage, draftKey);
    guard.leave();
  };
  return (
    <div className="grid gap-4">
      <LeaveWizardDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} onDiscardAndLeave={discardAndLeave} onCloseFocus={guard.refocus} title={t('waSend.draft.leave_title')} body={t('waSend.draft.leave_body')} />
      {restored ? <RestoredDraftNotice savedAt={restored.savedAt} onDiscard={onDiscard} text={(when) => t('waSend.draft.restored', { when })} /> : null}
      <CampaignStepper steps={sendSteps.map((id) => ({ id, label: stepLabel(id) }))} current={step} completed={completedSteps(reached, inputs).filter((id) => id !== step)} onSelect={(id) => goTo(id as SendStep)} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="grid gap-4 p-4 md:p-6">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('waSend.step_heading', { n: sendSteps.indexOf(step) + 1, label: stepLabel(step) })}
          </h2>
          {step === 'audience' && fileAudience && lostFile && !audience && savedRecipients === 0 ? (
            <Alert variant="warning">{t('waSend.draft.file_again', { name: lostFile })}</Alert>
          ) : null}
          <div hidden={step !== 'template'}>
            <TemplateStep form={form} onName={(name) => update({ name })} onSender={onSender} onTemplate={onTemplate} pools={pools} senders={senders} templates={templates} problems={problems('template')} serverFields={serverFields} />
          </div>
          {sendSteps.indexOf(reached) >= 1 ? (
            <div hidden={step !== 'audience'}>
              <AudienceStep
                form={form}
                onKind={onKind}
                onDays={(engagedDays) => update({ engagedDays })}
                onAudience={onAudience}
                onFilesChosen={onFilesChosen}
                maxFiles={config.maxFiles}
                country={country}
                slots={slots}
                templateName={template?.name ?? ''}
                counts={validDays ? counts : { isPending: false, isError: false }}
                savedRecipients={savedRecipients}
                hasNewFile={audience !== null}
                problems={problems('audience')}
                serverFields={serverFields}
                pace={pace}
                file={audience ? { recipients: audience.counts.valid, cost: fileCost } : null}
              />
            </div>
          ) : null}
          {step === 'variables' ? (
            <VariablesStep
              slots={slots}
              columns={columns}
              mapping={form.mapping}
              onChange={(mapping) => update({ mapping })}
              showProblems={attempted.has('variables')}
              firstRecipient={fileAudience ? first : null}
              fileAudience={fileAudience}
              serverFields={serverFields}
              headerFile={mediaHeader ? { kind: mediaHeader, senderId: form.senderId, mediaId: headerMediaId, onChange: onHeaderFile } : null}
            />
          ) : null}
          {step === 'schedule' ? <ScheduleStep value={form.schedule} onChange={(schedule) => update({ schedule })} now={now} limitDays={config.scheduleDateLimit} showProblems={attempted.has('schedule')} serverFields={serverFields} /> : null}
          {step === 'review' ? <ReviewStep form={form} sender={sender} template={template} counts={freshReview} audience={audience} cost={fileAudience ? fileCost : undefined} /> : null}
          <PrepareStatus phase={phase} />
          {attempted.has(step) && stepProblems(step, inputs).length ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('waSend.complete_step')}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button type="button" variant="outline" disabled={step === 'template' || busy} onClick={() => goTo(stepAfter(step, -1))}>
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {t('waSend.back')}
            </Button>
            {step === 'review' ? (
              <Button type="button" disabled={busy || !freshReview || pastHorizon} onClick={() => void send()}>
                <Send aria-hidden className="rtl:-scale-x-100" />
                {phase.phase === 'submitting' ? t('waSend.submitting') : underMakerChecker ? t('waSend.submit_for_approval') : t('waSend.send')}
              </Button>
            ) : (
              <Button type="button" disabled={busy} onClick={next}>
                {phase.phase === 'saving' ? t('waSend.saving') : step === 'schedule' ? t('waSend.save_and_review') : t('waSend.next')}
                <ArrowRight aria-hidden className="rtl:rotate-180" />
              </Button>
            )}
          </div>
        </Card>
        <PreviewPanel template={template} values={previewValues} />
      </div>
    </div>
  );
}
