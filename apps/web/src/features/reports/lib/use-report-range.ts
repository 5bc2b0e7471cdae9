import { useSearchParams } from 'react-router';
import {
  DEFAULT_RANGE_DAYS,
  presetRange,
  RANGE_PRESETS,
  reportRangeQuery,
  toIsoDay,
} from '@hirelane/domain/reports/report-range';

export type ReportRange = { from: string; to: string; preset: number | null };

/**
 * The range of a Reports page, kept in the address so a report can be shared: `?days=7|30|90`
 * (the last days ending today) or `?from=&to=` (a custom range); the last 30 days otherwise.
 */
export const useReportRange = () => {
  const [params, setParams] = useSearchParams();
  const today = toIsoDay(new Date());
  const custom = reportRangeQuery.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const days = Number(params.get('days'));
  const preset = (RANGE_PRESETS as readonly number[]).includes(days) ? days : DEFAULT_RANGE_DAYS;
  const range: ReportRange =
    custom.success && custom.data.from && custom.data.to
      ? { from: custom.data.from, to: custom.data.to, preset: null }
      : { ...presetRange(preset, today), preset };

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('days');
        next.delete('from');
        next.delete('to');
        change(next);
        return next;
      },
      { replace: true },
    );

  return {
    range,
    choosePreset: (value: number) => update((next) => next.set('days', String(value))),
    chooseCustom: (from: string, to: string) =>
      update((next) => {
        next.set('from', from);
        next.set('to', to);
      }),
    setParam: (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    params,
  };
};
