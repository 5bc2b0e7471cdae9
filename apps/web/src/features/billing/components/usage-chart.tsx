import type { DailyUsage } from '@hirelane/domain/billing/credit-usage.schema';
import { formatMonthDay } from '@hirelane/domain/format/format-date';

const COUNT = new Intl.NumberFormat('en-US');
const credits = (value: number) => `${COUNT.format(value)} credit${value === 1 ? '' : 's'}`;

const BAR = 10;
const HEIGHT = 80;

/**
 * Credits used per UTC day as plain SVG bars (no chart library: the /app bundle is tight). The
 * picture is one image with a summary for screen readers, and the days with use are listed for them.
 */
export function UsageChart({ usage }: { usage: DailyUsage }) {
  const first = usage.days[0];
  const last = usage.days.at(-1);
  if (!first || !last) return null;
  const max = Math.max(1, ...usage.days.map((day) => day.used));
  const peak = usage.days.reduce((best, day) => (day.used > best.used ? day : best), first);
  const used = usage.days.filter((day) => day.used > 0);
  const range = `${formatMonthDay(first.date)} to ${formatMonthDay(last.date)}`;
  const summary =
    usage.total === 0
      ? `No credits used from ${range}.`
      : `${credits(usage.total)} used from ${range}, most on ${formatMonthDay(peak.date)} (${COUNT.format(peak.used)}).`;

  return (
    <figure>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-stone-900">Credits used per day</span>
        <span className="text-stone-600" data-testid="usage-total">
          {credits(usage.total)} in the last {usage.days.length} days
        </span>
      </figcaption>
      <div className="relative">
        {usage.total === 0 ? (
          <p
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center text-sm text-stone-600"
          >
            No credits used in these {usage.days.length} days.
          </p>
        ) : null}
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${usage.days.length * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="mt-3 block h-24 w-full"
        >
          {usage.days.map((day, index) => {
            const height = day.used === 0 ? 1 : Math.max(2, (day.used / max) * (HEIGHT - 4));
            return (
              <rect
                key={day.date}
                data-date={day.date}
                x={index * BAR + 1.5}
                y={HEIGHT - height}
                width={BAR - 3}
                height={height}
                rx={1}
                className={day.used === 0 ? 'fill-stone-200' : 'fill-orange-600'}
              >
                <title>{`${formatMonthDay(day.date)}: ${credits(day.used)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{formatMonthDay(first.date)}</span>
        <span>{formatMonthDay(last.date)}</span>
      </div>
      <ul className="sr-only" aria-label="Days with credits used">
        {used.map((day) => (
          <li key={day.date}>{`${formatMonthDay(day.date)}: ${credits(day.used)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
