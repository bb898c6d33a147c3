import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/ui/format';

export const SERIES_KEYS = ['sent', 'delivered', 'read', 'failed'] as const;
export const SERIES_COLOURS: Record<(typeof SERIES_KEYS)[number], string> = {
  sent: 'var(--color-info)',
  delivered: 'var(--color-success)',
  read: 'var(--color-primary)',
  failed: 'var(--color-destructive)',
};
const DASHES: Record<(typeof SERIES_KEYS)[number], string | undefined> = { sent: undefined, delivered: '6 3', read: '2 2', failed: '8 3 2 3' };

export interface SeriesDatum {
  label: string;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
}

/**
 * Sent, delivered, read and failed over time. Lines differ by dash as well as colour. In RTL time
 * runs right to left, as Arabic readers expect, and the value axis moves to the right.
 */
export function SeriesChart({ data }: { data: readonly SeriesDatum[] }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const format = useFormat();
  return (
    <div dir="ltr" className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={48} tick={{ fontSize: 11 }} tickFormatter={(value: number) => format.number(value)} />
          <Tooltip formatter={(value) => format.number(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12, direction: rtl ? 'rtl' : 'ltr' }} />
          {SERIES_KEYS.map((key) => (
            <Line key={key} type="monotone" dataKey={key} name={t(`insights.metric.${key}`)} stroke={SERIES_COLOURS[key]} strokeDasharray={DASHES[key]} strokeWidth={2} dot={data.length < 40} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
