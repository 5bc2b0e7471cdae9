import type { Submission } from '@hirelane/domain/partners/partner.schema';

const submittedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The partner's own submissions, each with its project and current stage (and sub-stage). */
export function SubmissionsList({ submissions }: { submissions: Submission[] }) {
  if (submissions.length === 0)
    return (
      <p className="text-sm text-stone-600">
        No submissions yet. The candidates you submit appear here with their stage.
      </p>
    );
  return (
    <ul aria-label="Your submissions" className="divide-y divide-stone-200">
      {submissions.map((submission) => (
        <li
          key={submission._id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="truncate font-medium text-stone-900">{submission.full_name || '—'}</p>
            <p className="truncate text-sm text-stone-600">
              {submission.project.name} · submitted {submittedOn(submission.submitted_at)}
            </p>
          </div>
          <p className="flex shrink-0 flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-orange-50 px-2.5 py-0.5 font-medium text-orange-900">
              {submission.stage_label}
            </span>
            {submission.sub_stage_label ? (
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-800">
                {submission.sub_stage_label}
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
