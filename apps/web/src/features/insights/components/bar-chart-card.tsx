import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type BarDatum = { label: string; count: number };

const COUNT = new Intl.NumberFormat('en-US');
const ROW_HEIGHT = 28;

/**
 * One distribution as horizontal bars. The picture is hidden from screen readers, which read the
 * same numbers from the table under it.
 */
export function BarChartCard({
  title,
  data,
  emptyText,
  valueLabel = 'People',
  note,
}: {
  title: string;
  data: readonly BarDatum[];
  emptyText: string;
  valueLabel?: string;
  note?: string | undefined;
}) {
  const headingId = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h3>
      {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      {data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{emptyText}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mt-3"
            style={{ height: data.length * ROW_HEIGHT + 24 }}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={[...data]}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
                accessibilityLayer={false}
              >
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={130}
                  tick={{ fontSize: 12 }}
                  interval={0}
                />
                <Tooltip formatter={(value) => [COUNT.format(Number(value)), valueLabel]} />
                <Bar dataKey="count" fill="#4f46e5" radius={[0, 4, 4, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <th scope="row">{datum.label}</th>
                  <td>{COUNT.format(datum.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
