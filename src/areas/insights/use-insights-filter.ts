import { useMemo, useState } from 'react';
import { INSIGHTS_MAX_HOURLY_DAYS, type InsightsChannel, type InsightsQueryInput } from '@/api/contracts/insights';
import { useFormat } from '@/ui/format';
import { dayBoundary, dayOf, lastDays, type PeriodPreset } from './insights-format';

export interface InsightsFilter {
  preset: PeriodPreset;
  fromDay: string;
  toDay: string;
  granularity: 'hour' | 'day';
  channel: InsightsChannel | '';
  senderId: string;
  templateSno: string;
  campaignId: string;
  esme: string;
}

const DAY_MS = 86_400_000;

/** The page's filter and the query it makes; a channel fixed by a reports landing page cannot be changed. */
export function useInsightsFilter(fixedChannel?: InsightsChannel) {
  // Points are counted in the zone every date is shown in: the account's (the reader's until it is known).
  const { timeZone } = useFormat();
  const [filter, setFilter] = useState<InsightsFilter>(() => {
    const period = lastDays(30, timeZone);
    return { preset: 30, fromDay: dayOf(period.from, timeZone), toDay: dayOf(new Date(Date.parse(period.to) - 1).toISOString(), timeZone), granularity: 'day', channel: fixedChannel ?? '', senderId: '', templateSno: '', campaignId: '', esme: '' };
  });

  const query = useMemo((): InsightsQueryInput | null => {
    const period = filter.preset === 'custom' ? { from: dayBoundary(filter.fromDay, false, timeZone), to: dayBoundary(filter.toDay, true, timeZone) } : lastDays(filter.preset, timeZone);
    if (!period.from || !period.to || Date.parse(period.to) <= Date.parse(period.from)) return null;
    const hourly = filter.granularity === 'hour' && Date.parse(period.to) - Date.parse(period.from) <= INSIGHTS_MAX_HOURLY_DAYS * DAY_MS;
    return {
      from: period.from,
      to: period.to,
      tz: timeZone,
      granularity: hourly ? 'hour' : 'day',
      channel: fixedChannel ?? (filter.channel || undefined),
      senderId: filter.senderId || undefined,
      templateSno: filter.templateSno ? Number(filter.templateSno) : undefined,
      campaignId: filter.campaignId || undefined,
      esme: filter.esme ? Number(filter.esme) : undefined,
    };
  }, [filter, fixedChannel, timeZone]);

  const update = (patch: Partial<InsightsFilter>) =>
    setFilter((current) => {
      const next = { ...current, ...patch };
      // Another account has other campaigns, senders and templates.
      return patch.esme !== undefined && patch.esme !== current.esme ? { ...next, senderId: '', templateSno: '', campaignId: '' } : next;
    });
  return { filter, update, query };
}
