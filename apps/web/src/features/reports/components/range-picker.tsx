import { useState, type FormEvent } from 'react';
import { RANGE_PRESETS, reportRangeQuery } from '@hirelane/domain/reports/report-range';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { ReportRange } from '../lib/use-report-range';

/** Last 7, 30 or 90 days, or a custom range of two dates (both included). */
export function RangePicker({
  range,
  onPreset,
  onCustom,
}: {
  range: ReportRange;
  onPreset: (days: number) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | undefined>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportRangeQuery.safeParse({ from, to });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose two dates.');
      return;
    }
    setError(undefined);
    onCustom(from, to);
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            variant={range.preset === days ? 'primary' : 'secondary'}
            aria-pressed={range.preset === days}
            onClick={() => {
              onPreset(days);
            }}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className="w-40"
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className="w-40"
          error={error}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
    </div>
  );
}
