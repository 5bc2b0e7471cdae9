import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartDatum = { label: string } & Record<string, number | string | null>;

const COLORS = ['#4f46e5', '#0d9488', '#c2410c'] as const;
export const seriesColor = (index: number): string => COLORS[index % COLORS.length] ?? '#4f46e5';

/**
 * Bars per row of a report table. The picture is hidden from screen readers: they read the
 * same numbers from the table beside it.
 */
export function ReportChart({
  data,
  series,
  percent = false,
}: {
  data: readonly ChartDatum[];
  series: readonly ChartSeries[];
  percent?: boolean;
}) {
  const format = (value: unknown) =>
    percent ? `${Math.round(Number(value) * 100)}%` : abbreviateNumber(Number(value));
  return (
    <div aria-hidden="true" className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          margin={{ left: 0, right: 8, top: 8 }}
          accessibilityLayer={false}
        >
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis
            allowDecimals={percent}
            tick={{ fontSize: 11 }}
            width={44}
            tickFormatter={format}
          />
          <Tooltip formatter={(value, name) => [format(value), name]} />
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={item.color}
              radius={[4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
