import { Link } from 'react-router';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { countLabel } from '@hirelane/domain/format/pluralize';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { formatCount } from '../lib/format';

const STATUS_LABELS: Record<ImportJob['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

const STATUS_CLASSES: Record<ImportJob['status'], string> = {
  queued: 'bg-stone-100 text-stone-700',
  running: 'bg-blue-50 text-blue-800',
  completed: 'bg-green-50 text-green-800',
  failed: 'bg-red-50 text-red-800',
};

const jobName = (job: ImportJob): string =>
  job.kind === 'resume' ? countLabel(job.files.length, 'resume') : (job.filename ?? 'CSV import');

const jobOutcome = (job: ImportJob): string => {
  if (job.status === 'failed') return job.error ?? 'The import failed.';
  if (job.status !== 'completed') return 'In progress';
  const parts = [
    `${formatCount(job.created)} created`,
    ...(job.kind === 'csv' ? [`${formatCount(job.updated)} updated`] : []),
    `${formatCount(job.merged)} merged`,
    `${formatCount(job.rejected)} ${job.kind === 'csv' ? 'rejected' : 'refused'}`,
    ...(job.suppressed > 0
      ? [`${countLabel(job.suppressed, 'erased person', 'erased people')} skipped`]
      : []),
  ];
  return parts.join(' · ');
};

type RecentImportsProps = {
  jobs: readonly ImportJob[] | undefined;
  loading: boolean;
  /** The page URL that opens one import: `?import=<id>` is added. */
  basePath: string;
};

/** The project's latest imports of one kind. */
export function RecentImports({ jobs, loading, basePath }: RecentImportsProps) {
  return (
    <section aria-labelledby="recent-imports" className="mt-10">
      <h2 id="recent-imports" className="text-lg font-bold text-stone-900">
        Recent imports
      </h2>
      {loading ? (
        <p className="mt-2 text-sm text-stone-600">Loading recent imports…</p>
      ) : !jobs || jobs.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          No imports in this project yet. Imports you run appear here with their results.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {jobs.map((job) => (
            <li
              key={job._id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={`${basePath}?import=${encodeURIComponent(job._id)}`}
                  className="font-medium break-words text-stone-900 underline-offset-2 hover:underline focus-visible:underline"
                >
                  {jobName(job)}
                </Link>
                <p className="text-sm text-stone-600">{jobOutcome(job)}</p>
              </div>
              <div className="flex items-center gap-3 text-sm">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[job.status]}`}
                >
                  {STATUS_LABELS[job.status]}
                </span>
                <time dateTime={job.created_at} className="text-stone-600">
                  {formatRelativeOrDateTime(job.created_at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
