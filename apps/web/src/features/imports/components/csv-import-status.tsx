import { useId } from 'react';
import { Link } from 'react-router';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { countLabel } from '@hirelane/domain/format/pluralize';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useRejectedRowsQuery } from '../api/rejected-reasons';
import { formatCount } from '../lib/format';
import { ProgressBar } from '../../../components/progress-bar';

/** Rows processed so far, e.g. "12,340 of 100,000 rows". */
export const rowProgressText = (job: Pick<ImportJob, 'processed_rows' | 'total_rows'>): string =>
  job.total_rows === null
    ? `${formatCount(job.processed_rows)} rows read`
    : `${formatCount(job.processed_rows)} of ${formatCount(job.total_rows)} rows`;

/** A queued or running CSV import. */
export function CsvImportProgress({ job }: { job: ImportJob }) {
  const queued = job.status === 'queued';
  return (
    <div className="space-y-3">
      <ProgressBar
        label={queued ? 'Waiting to start the import' : 'Importing candidates'}
        value={queued || job.total_rows === null ? null : job.processed_rows}
        max={job.total_rows ?? 0}
        valueText={queued ? 'Queued' : rowProgressText(job)}
      />
      <p className="text-sm text-stone-600">
        You can leave this page; the import goes on and its result stays under Recent imports.
      </p>
    </div>
  );
}

const SUMMARY_ITEMS = [
  { key: 'created', label: 'Created', hint: 'new candidates' },
  { key: 'updated', label: 'Updated', hint: 'already in this project' },
  { key: 'merged', label: 'Merged', hint: 'into people you already had' },
  { key: 'rejected', label: 'Rejected', hint: 'rows not imported' },
] as const;

type CsvImportSummaryProps = {
  job: ImportJob;
  pipelinePath: string;
  onImportAnother: () => void;
};

/** A finished CSV import: what happened to its rows. */
export function CsvImportSummary({ job, pipelinePath, onImportAnother }: CsvImportSummaryProps) {
  const total = job.total_rows ?? job.processed_rows;
  return (
    <section aria-labelledby="csv-import-summary" className="space-y-5">
      <div>
        <h2 id="csv-import-summary" className="text-lg font-bold text-stone-900">
          Import complete
        </h2>
        <p className="mt-1 text-stone-600">
          {job.filename ? `${job.filename}: ` : ''}
          {countLabel(total, 'row')} read.
        </p>
      </div>
      <ProgressBar
        label="Rows processed"
        value={job.processed_rows}
        max={Math.max(total, job.processed_rows)}
        valueText={rowProgressText({ processed_rows: job.processed_rows, total_rows: total })}
        tone="success"
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SUMMARY_ITEMS.map((item) => (
          <div key={item.key} className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3">
            <dt className="text-sm font-medium text-stone-700">{item.label}</dt>
            <dd
              className={`mt-1 text-2xl font-bold tabular-nums ${
                item.key === 'rejected' && job.rejected > 0 ? 'text-red-700' : 'text-stone-900'
              }`}
              data-testid={`summary-${item.key}`}
            >
              {formatCount(job[item.key])}
            </dd>
            <dd className="text-xs text-stone-600">{item.hint}</dd>
          </div>
        ))}
      </dl>
      {job.rejected > 0 ? (
        <RejectedRows rejected={job.rejected} reportUrl={job.rejected_report_url} />
      ) : null}
      {job.suppressed > 0 ? (
        <p
          className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700"
          data-testid="summary-suppressed"
        >
          {countLabel(job.suppressed, 'row was', 'rows were')} skipped: the person was erased at
          their request. An admin can lift the suppression in Settings.
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={pipelinePath} className={buttonClasses('primary')}>
          Go to pipeline
        </Link>
        <Button variant="secondary" onClick={onImportAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}

function RejectedRows({ rejected, reportUrl }: { rejected: number; reportUrl: string | null }) {
  const rows = useRejectedRowsQuery(reportUrl);
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>
        {countLabel(rejected, 'row was', 'rows were')} not imported. The download lists each of them
        with the reason.
      </p>
      {rows.data && rows.data.length > 0 ? (
        <ul aria-label="Rejected rows" className="mt-2 space-y-1">
          {rows.data.map((row) => (
            <li key={row.line} className="break-words">
              <span className="font-semibold">Line {row.line}:</span> {row.reason}
            </li>
          ))}
          {rejected > rows.data.length ? (
            <li className="text-amber-800">and {formatCount(rejected - rows.data.length)} more</li>
          ) : null}
        </ul>
      ) : null}
      {reportUrl ? (
        <a
          href={reportUrl}
          download
          className="mt-2 inline-block font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          Download rejected rows (CSV)
        </a>
      ) : null}
    </div>
  );
}

type ImportFailedProps = {
  message: string;
  title?: string;
  detail?: string | undefined;
  onRetry: () => void;
};

export function ImportFailed({
  message,
  title = 'The import failed',
  detail,
  onRetry,
}: ImportFailedProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-4"
    >
      <h2 id={headingId} className="font-bold text-red-900">
        {title}
      </h2>
      <p role="alert" className="mt-1 text-sm break-words text-red-800">
        {message}
      </p>
      {detail ? <p className="mt-1 text-sm text-red-800">{detail}</p> : null}
      <Button className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
