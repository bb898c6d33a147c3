import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightsChannel, InsightsOptions } from '@/api/contracts/insights';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PERIOD_PRESETS, type PeriodPreset } from './insights-format';
import type { InsightsFilter } from './use-insights-filter';

const SELECT_CLASS = 'h-9 w-full min-w-0 rounded-md border border-input bg-surface px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

interface FilterBarProps {
  filter: InsightsFilter;
  update: (patch: Partial<InsightsFilter>) => void;
  options: InsightsOptions | undefined;
  fixedChannel?: InsightsChannel;
}

/** Period, granularity and the channel, account, sender, template and campaign filters, all plain labelled controls. */
export function FilterBar({ filter, update, options, fixedChannel }: FilterBarProps) {
  const { t } = useTranslation();
  const channel = fixedChannel ?? filter.channel;
  const ofChannel = <T extends { channel: InsightsChannel }>(rows: readonly T[] = []) => rows.filter((row) => !channel || row.channel === channel);
  return (
    <form className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('insights.filter.label')} onSubmit={(event) => event.preventDefault()}>
      <Field label={t('insights.filter.period')}>
        {(id) => (
          <select id={id} className={SELECT_CLASS} value={String(filter.preset)} onChange={(event) => update({ preset: (event.target.value === 'custom' ? 'custom' : Number(event.target.value)) as PeriodPreset })}>
            {PERIOD_PRESETS.map((days) => (
              <option key={days} value={days}>
                {t('insights.filter.last_days', { count: days })}
              </option>
            ))}
            <option value="custom">{t('insights.filter.custom')}</option>
          </select>
        )}
      </Field>
      {filter.preset === 'custom' ? (
        <>
          <Field label={t('insights.filter.from')}>{(id) => <Input id={id} type="date" value={filter.fromDay} onChange={(event) => update({ fromDay: event.target.value })} />}</Field>
          <Field label={t('insights.filter.to')}>{(id) => <Input id={id} type="date" value={filter.toDay} onChange={(event) => update({ toDay: event.target.value })} />}</Field>
        </>
      ) : null}
      <Field label={t('insights.filter.granularity')}>
        {(id) => (
          <select id={id} className={SELECT_CLASS} value={filter.granularity} onChange={(event) => update({ granularity: event.target.value === 'hour' ? 'hour' : 'day' })}>
            <option value="day">{t('insights.filter.by_day')}</option>
            <option value="hour">{t('insights.filter.by_hour')}</option>
          </select>
        )}
      </Field>
      {options && options.accounts.length > 0 ? (
        <Field label={t('insights.filter.account')}>
          {(id) => (
            <select id={id} className={SELECT_CLASS} value={filter.esme} onChange={(event) => update({ esme: event.target.value })}>
              <option value="">{t('insights.filter.own_account')}</option>
              {options.accounts.map((account) => (
                <option key={account.esme} value={account.esme}>
                  {account.name} ({account.esme})
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {fixedChannel ? null : (
        <Field label={t('insights.filter.channel')}>
          {(id) => (
            <select id={id} className={SELECT_CLASS} value={filter.channel} onChange={(event) => update({ channel: event.target.value as InsightsChannel | '', senderId: '', campaignId: '' })}>
              <option value="">{t('insights.filter.all')}</option>
              <option value="whatsapp">{t('insights.channel.whatsapp')}</option>
              <option value="rcs">{t('insights.channel.rcs')}</option>
            </select>
          )}
        </Field>
      )}
      <Field label={t('insights.filter.sender')}>
        {(id) => (
          <select id={id} className={SELECT_CLASS} value={filter.senderId} onChange={(event) => update({ senderId: event.target.value })}>
            <option value="">{t('insights.filter.all')}</option>
            {ofChannel(options?.senders).map((sender) => (
              <option key={sender.id} value={sender.id}>
                {sender.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {channel === 'rcs' ? null : (
        <Field label={t('insights.filter.template')}>
          {(id) => (
            <select id={id} className={SELECT_CLASS} value={filter.templateSno} onChange={(event) => update({ templateSno: event.target.value })}>
              <option value="">{t('insights.filter.all')}</option>
              {(options?.templates ?? []).map((template) => (
                <option key={template.sno} value={template.sno}>
                  {template.name} ({template.language})
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('insights.filter.campaign')}>
        {(id) => (
          <select id={id} className={SELECT_CLASS} value={filter.campaignId} onChange={(event) => update({ campaignId: event.target.value })}>
            <option value="">{t('insights.filter.all')}</option>
            {ofChannel(options?.campaigns).map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
