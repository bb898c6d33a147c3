import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceKind } from '@/api/contracts/campaigns';
import type { CostEstimate } from '@/api/rules/rate-card';
import type { SendingPace } from '@/api/rules/send-duration';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { SendingForecast, type AudienceResult, type CountryCode } from '@/campaigns';
import { AudienceSource } from '@/campaigns/contact-lists';
import { Alert } from '@/ui/alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { Spinner } from '@/ui/spinner';
import type { SendForm, StepProblem } from '../send-form-state';
import { useFormat } from '@/ui/format';

const kinds: AudienceKind[] = ['UPLOAD_FILE', 'ENGAGED_USERS', 'OPT_IN_USERS'];

export interface AudienceCountsState {
  data?: { engagedUsers: number; optInUsers: number; optedOut: number };
  isPending: boolean;
  isError: boolean;
}

export interface AudienceStepProps {
  form: SendForm;
  onKind: (kind: AudienceKind) => void;
  onDays: (days: number) => void;
  onAudience: (result: AudienceResult | null) => void;
  /** New files are being read: what was said about the last ones no longer holds. */
  onFilesChosen: () => void;
  maxFiles: number;
  country: CountryCode;
  slots: readonly VariableSlot[];
  templateName: string;
  counts: AudienceCountsState;
  /** Recipients the edited campaign already has from an earlier file. */
  savedRecipients: number;
  hasNewFile: boolean;
  problems: readonly StepProblem[];
  serverFields: Readonly<Record<string, string>>;
  /** The sender's pace, once a sender is chosen: the time and daily limit are shown as soon as the audience is known. */
  pace: SendingPace | null;
  /** Valid numbers of the file read this visit, and what sending to them costs by the rate card (null before a template). */
  file: { recipients: number; cost: CostEstimate | null } | null;
}

/** Step 2: a file (parsed in a worker), contacts who wrote lately, or contacts who opted in. */
export function AudienceStep({ form, onKind, onDays, onAudience, onFilesChosen, maxFiles, country, slots, templateName, counts, savedRecipients, hasNewFile, problems, serverFields, pace, file }: AudienceStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const serverError = Object.entries(serverFields).find(([field]) => field.startsWith('audience'))?.[1];
  const count = form.audienceKind === 'ENGAGED_USERS' ? counts.data?.engagedUsers : counts.data?.optInUsers;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('waSend.audience.kind')}</legend>
        <RadioGroup value={form.audienceKind} onValueChange={(value) => onKind(value as AudienceKind)} className="grid gap-3 sm:grid-cols-3">
          {kinds.map((kind) => (
            <div key={kind} className="flex items-start gap-2 rounded-lg border p-3">
              <RadioGroupItem value={kind} id={`${id}-${kind}`} aria-describedby={`${id}-${kind}-hint`} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${kind}`}>{t(`waSend.audience.kind_${kind}`)}</Label>
                <p id={`${id}-${kind}-hint`} className="text-xs text-muted-foreground">
                  {t(`waSend.audience.kind_${kind}_hint`)}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}

      {/* Kept mounted while another kind is shown, so a parsed file survives a change of mind. */}
      <div hidden={form.audienceKind !== 'UPLOAD_FILE'} className="grid gap-3">
        {savedRecipients > 0 && !hasNewFile ? <Alert variant="info">{t('waSend.audience.saved', { count: savedRecipients, n: format.number(savedRecipients) })}</Alert> : null}
        <AudienceSource maxFiles={maxFiles} initialCountry={country} slots={slots} sampleFileName={`${templateName || 'audience'}-sample.csv`} onResult={onAudience} onFilesChosen={onFilesChosen} />
        {pace && file ? <SendingForecast recipients={file.recipients} pace={pace} cost={file.cost} /> : null}
        {problems.includes('audience_file') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('waSend.problem.audience_file')}
          </p>
        ) : null}
      </div>

      {form.audienceKind === 'ENGAGED_USERS' ? (
        <FormField label={t('waSend.audience.days')} hint={t('waSend.audience.days_hint')} error={problems.includes('engaged_days') ? t('waSend.problem.engaged_days') : undefined} className="max-w-60">
          <Input type="number" inputMode="numeric" min={1} max={90} value={Number.isNaN(form.engagedDays) ? '' : form.engagedDays} onChange={(event) => onDays(event.target.valueAsNumber)} />
        </FormField>
      ) : null}
      {form.audienceKind !== 'UPLOAD_FILE' ? (
        <div aria-live="polite">
          {counts.isPending ? <Spinner label={t('waSend.audience.counting')} showLabel /> : null}
          {counts.isError ? <Alert variant="destructive">{t('waSend.audience.count_failed')}</Alert> : null}
          {count !== undefined ? (
            <p className="text-sm">
              {form.audienceKind === 'ENGAGED_USERS'
                ? t('waSend.audience.engaged_count', { count, n: format.number(count), days: form.engagedDays })
                : t('waSend.audience.opt_in_count', { count, n: format.number(count) })}
            </p>
          ) : null}
          {count === 0 ? <p className="text-sm text-muted-foreground">{t('waSend.audience.empty_now')}</p> : null}
          {pace && count !== undefined && count > 0 ? <SendingForecast recipients={count} pace={pace} cost={undefined} /> : null}
        </div>
      ) : null}
    </div>
  );
}
