import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Pool } from '@/api/contracts/broadcast-whatsapp';
import type { SenderNumber } from '@/api/contracts/campaigns';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { NativeSelect } from '@/ui/native-select';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import type { SendForm, StepProblem } from '../send-form-state';
import { useFormat } from '@/ui/format';

interface QueryState<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface TemplateStepProps {
  form: SendForm;
  onName: (name: string) => void;
  onSender: (senderId: string) => void;
  onTemplate: (sno: number | null) => void;
  /** The choices: the account's ACTIVE pools (spec §7 fetchPools), their connected numbers. */
  pools: QueryState<Pool[]>;
  /** Each number's facts (WABA, tier, throughput, quality) once chosen. */
  senders: QueryState<SenderNumber[]>;
  templates: QueryState<WhatsappTemplate[]>;
  problems: readonly StepProblem[];
  serverFields: Readonly<Record<string, string>>;
}

/** A phone number kept left to right inside right-to-left text (an option cannot take `dir`). */
export const isolate = (text: string) => `\u2066${text}\u2069`;

const qualityTone = { GREEN: 'success', YELLOW: 'warning', RED: 'destructive', UNKNOWN: 'neutral' } as const;

/** The sender number with what decides how fast it sends: its WABA, the portfolio's tier, throughput and quality. */
export function SenderFacts({ sender }: { sender: SenderNumber }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = [
    ['waba', `${sender.wabaName} (${sender.wabaId})`],
    ['portfolio', sender.portfolioName],
    ['tier', sender.messagingLimit === null ? t('waSend.sender.unlimited') : t('waSend.sender.tier_value', { count: sender.messagingLimit, limit: format.number(sender.messagingLimit) })],
    ['throughput', t('waSend.sender.throughput_value', { rate: format.number(sender.throughput) })],
  ] as const;
  return (
    <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-2">
      {facts.map(([key, value]) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t(`waSend.sender.${key}`)}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
      <div>
        <dt className="text-xs text-muted-foreground">{t('waSend.sender.quality')}</dt>
        <dd>
          <Badge variant={qualityTone[sender.quality]}>{t(`waSend.sender.quality_${sender.quality}`)}</Badge>
        </dd>
      </div>
    </dl>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <span>
        {message}{' '}
        <button type="button" className="cursor-pointer font-medium underline" onClick={() => void retry()}>
          {t('waSend.retry')}
        </button>
      </span>
    </Alert>
  );
}

/** Step 1: the campaign's name, the number it sends from and an APPROVED template of that number's WABA. */
export function TemplateStep({ form, onName, onSender, onTemplate, pools, senders, templates, problems, serverFields }: TemplateStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // A number that is not connected cannot send, even in a pool that another number keeps ACTIVE.
  const choices = (pools.data ?? []).map((pool) => ({ ...pool, numbers: pool.numbers.filter((number) => number.status === 'CONNECTED') })).filter((pool) => pool.numbers.length);
  const sender = senders.data?.find((s) => s.id === form.senderId);
  const error = (problem: StepProblem, field: string, message: string) => serverFields[field] ?? (problems.includes(problem) ? message : undefined);
  return (
    <div className="grid gap-4">
      <FormField label={t('waSend.name')} error={error('name', 'name', t('waSend.problem.name'))}>
        <Input value={form.name} maxLength={100} autoComplete="off" onChange={(event) => onName(event.target.value)} />
      </FormField>

      {pools.isPending ? <Spinner label={t('waSend.sender.loading')} showLabel /> : null}
      {pools.isError ? <LoadFailed message={t('waSend.sender.load_failed')} retry={pools.refetch} /> : null}
      {pools.data && !choices.length ? <Alert variant="warning">{t('waSend.sender.none_active')}</Alert> : null}
      {choices.length ? (
        <FormField label={t('waSend.sender.label')} hint={t('waSend.sender.pools_hint')} error={error('sender', 'senderId', t('waSend.problem.sender'))}>
          <NativeSelect value={form.senderId} onChange={(event) => onSender(event.target.value)}>
            <option value="">{t('waSend.sender.choose')}</option>
            {choices.map((pool) => (
              <optgroup
                key={pool.poolId}
                label={t('waSend.sender.pool', { name: pool.name, limit: pool.messagingLimit === null ? t('waSend.sender.unlimited') : t('waSend.sender.tier_value', { count: pool.messagingLimit, limit: format.number(pool.messagingLimit) }) })}
              >
                {pool.numbers.map((number) => (
                  <option key={number.senderId} value={number.senderId}>
                    {`${isolate(number.displayNumber)} · ${number.verifiedName}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {sender ? <SenderFacts sender={sender} /> : null}

      {form.senderId && templates.isPending ? <Spinner label={t('waSend.template.loading')} showLabel /> : null}
      {templates.isError ? <LoadFailed message={t('waSend.template.load_failed')} retry={templates.refetch} /> : null}
      {templates.data?.length === 0 ? (
        <Alert variant="warning">
          <span>
            {t('waSend.template.none')}{' '}
            <Link className="font-medium underline" to="/whatsapp-campaign/template-management">
              {t('waSend.template.manage')}
            </Link>
          </span>
        </Alert>
      ) : null}
      {form.senderId && templates.data?.length ? (
        <FormField label={t('waSend.template.label')} hint={t('waSend.template.hint')} error={error('template', 'templateSno', t('waSend.problem.template'))}>
          <NativeSelect value={form.templateSno ?? ''} onChange={(event) => onTemplate(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('waSend.template.choose')}</option>
            {templates.data.map((template) => (
              <option key={template.sno} value={template.sno}>
                {`${template.name} (${template.language}) · ${t(`waSend.template.category_${template.category}`)}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
    </div>
  );
}
