import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/ui/format';

export interface BarDatum {
  label: string;
  value: number;
  colour?: string;
}

/** Horizontal bars: long names (reasons, campaigns) stay readable at 375 px; in RTL the bars grow leftwards. */
export function BarsChart({ data, valueName, format }: { data: readonly BarDatum[]; valueName: string; format?: (value: number) => string }) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const count = useFormat().number;
  const shown = format ?? count;
  return (
    <div dir="ltr" className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={Boolean(format)} reversed={rtl} tick={{ fontSize: 11 }} tickFormatter={shown} />
          <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} width={110} tick={{ fontSize: 11 }} interval={0} />
          <Tooltip formatter={(value) => [shown(Number(value)), valueName]} />
          <Bar dataKey="value" name={valueName} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((entry, index) => (
              <Cell key={index} fill={entry.colour ?? 'var(--color-primary)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
