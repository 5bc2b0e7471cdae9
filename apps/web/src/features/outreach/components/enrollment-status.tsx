import { Link } from 'react-router';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import {
  STOP_REASON_LABELS,
  type CandidateEnrollment,
} from '@hirelane/domain/outreach/candidate-messages.schema';
import { WarningIcon } from '../../../components/ui/icons';

const BADGES: Record<CandidateEnrollment['status'], string> = {
  waiting: 'bg-stone-100 text-stone-800',
  active: 'bg-sky-50 text-sky-900',
  stopped: 'bg-red-50 text-red-800',
  completed: 'bg-green-50 text-green-800',
};

/** The enrolment's state in words: where it is in the sequence, or why it ended. */
export const enrollmentStatusText = (enrollment: CandidateEnrollment): string => {
  switch (enrollment.status) {
    case 'waiting':
      return 'Waiting for launch';
    case 'active':
      return enrollment.current_step === null
        ? 'In sequence'
        : `In sequence — step ${enrollment.current_step} of ${enrollment.total_steps}`;
    case 'stopped':
      return enrollment.stop_reason
        ? `Stopped: ${STOP_REASON_LABELS[enrollment.stop_reason]}`
        : 'Stopped';
    case 'completed':
      return 'Completed';
  }
};

type EnrollmentStatusProps = {
  enrollment: CandidateEnrollment;
  /** The name of the project the campaign belongs to, when known. */
  projectName: string | null;
};

/** One campaign the candidate is in: its status, the next send, and why it is held. */
export function EnrollmentStatus({ enrollment, projectName }: EnrollmentStatusProps) {
  const open = enrollment.status === 'waiting' || enrollment.status === 'active';
  const campaignPath = `/app/projects/${encodeURIComponent(enrollment.project_id)}/campaign/${encodeURIComponent(enrollment.campaign_id)}`;
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={campaignPath}
          className="min-w-0 break-words text-sm font-semibold text-orange-800 underline-offset-2 hover:underline"
        >
          {projectName ? `Campaign of ${projectName}` : 'Campaign'}
        </Link>
        <span
          data-testid="enrollment-status"
          className={`rounded-lg px-2 py-0.5 text-xs font-medium ${BADGES[enrollment.status]}`}
        >
          {enrollmentStatusText(enrollment)}
        </span>
      </div>
      {enrollment.status === 'active' && enrollment.next_run_at ? (
        <p className="text-sm text-stone-700">
          Next send at{' '}
          <time dateTime={enrollment.next_run_at}>{formatDateTime(enrollment.next_run_at)}</time>
        </p>
      ) : null}
      {open && enrollment.held_reason ? (
        <p
          data-testid="enrollment-held"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <WarningIcon className="mt-0.5 size-4" />
          <span>
            <strong>Held:</strong> {enrollment.held_reason}
          </span>
        </p>
      ) : null}
    </li>
  );
}
