import { useId, useState } from 'react';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import { countLabel } from '@hirelane/domain/format/pluralize';
import {
  DEFAULT_DAILY_RUN_TIME,
  type DailySourcing,
  type SaveDailySourcingInput,
} from '@hirelane/domain/sourcing/daily-sourcing.schema';
import type { StartSourcingRunInput } from '@hirelane/domain/sourcing/sourcing.schema';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Ria's optional daily run (off by default): each morning the search above adds up to its count of
 * new matches. Saving keeps the form's search as it is now.
 */
export function DailySourcingSection({
  daily,
  search,
  saving,
  error,
  onSave,
}: {
  daily: DailySourcing | null;
  /** The form's search, or null while the form has an error. */
  search: StartSourcingRunInput | null;
  saving: boolean;
  error: string | null;
  onSave: (body: SaveDailySourcingInput) => void;
}) {
  const headingId = useId();
  const timeId = useId();
  const [enabled, setEnabled] = useState(daily?.enabled ?? false);
  const [time, setTime] = useState(daily?.time ?? DEFAULT_DAILY_RUN_TIME);
  const timeZone = daily?.time_zone ?? browserTimeZone();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-stone-900">
            Every morning
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            Ria runs this search each morning and adds{' '}
            {search
              ? `up to ${countLabel(Number(search.count), 'new match', 'new matches')}`
              : 'new matches'}{' '}
            to the project. Each run is charged like this one: only saved candidates.
          </p>
        </div>
        <Switch checked={enabled} onChange={setEnabled} label="Run this search every morning" />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={timeId} className="block text-sm font-medium text-stone-800">
            At
          </label>
          <input
            id={timeId}
            type="time"
            value={time}
            required
            onChange={(event) => setTime(event.target.value)}
            className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-900 shadow-sm focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none"
          />
        </div>
        <p className="pb-2 text-sm text-stone-600">Time zone: {timeZone}</p>
        <Button
          variant="secondary"
          loading={saving}
          disabled={search === null || time === ''}
          onClick={() => {
            if (search) onSave({ ...search, enabled, time, time_zone: timeZone });
          }}
        >
          Save daily run
        </Button>
      </div>
      <DailyStatus daily={daily} />
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function DailyStatus({ daily }: { daily: DailySourcing | null }) {
  if (!daily) return null;
  return (
    <div role="status" className="space-y-1 text-sm text-stone-700">
      {daily.enabled && daily.next_run_at ? (
        <p>Next run: {formatDateTime(daily.next_run_at)}</p>
      ) : (
        <p>The daily run is off.</p>
      )}
      {daily.last_run ? (
        <p>
          Last run {formatDateTime(daily.last_run.created_at)}:{' '}
          {countLabel(daily.last_run.saved, 'candidate')} saved ({daily.last_run.status}).
        </p>
      ) : null}
      {daily.last_error ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{daily.last_error}</p>
      ) : null}
    </div>
  );
}
