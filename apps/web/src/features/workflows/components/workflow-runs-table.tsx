import { Link } from 'react-router';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import {
  WORKFLOW_RUN_STATUS_TEXT,
  type WorkflowRun,
} from '@hirelane/domain/workflows/workflow.schema';
import { Button } from '../../../components/ui/button';

type WorkflowRunsTableProps = {
  projectId: string;
  runs: WorkflowRun[];
  canDecide: boolean;
  deciding: string | null;
  onDecide: (runId: string, decision: 'approve' | 'reject') => void;
};

const STATUS_CLASSES: Record<WorkflowRun['status'], string> = {
  queued: 'bg-stone-100 text-stone-800',
  pending_approval: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-stone-100 text-stone-800',
  rejected: 'bg-stone-100 text-stone-800',
};

/** A workflow's runs, newest first: when, who, what happened, and how it ended (and why). */
export function WorkflowRunsTable(props: WorkflowRunsTableProps) {
  const { projectId, runs, canDecide, deciding, onDecide } = props;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">Runs of this workflow, newest first</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Candidate
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Event
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 bg-white">
          {runs.map((run) => (
            <tr key={run.id} data-testid="workflow-run">
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">
                <time dateTime={run.created_at}>{formatRelativeOrDateTime(run.created_at)}</time>
              </td>
              <td className="px-3 py-2">
                {run.candidate_id ? (
                  <Link
                    to={`/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(run.candidate_id)}`}
                    className="font-medium text-orange-800 underline-offset-2 hover:underline"
                  >
                    {run.candidate_name ?? 'Unnamed candidate'}
                  </Link>
                ) : (
                  'Erased'
                )}
              </td>
              <td className="px-3 py-2 text-stone-800">{run.event}</td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[run.status]}`}
                >
                  {WORKFLOW_RUN_STATUS_TEXT[run.status]}
                </span>
                {run.reason ? <p className="mt-1 text-stone-700">{run.reason}</p> : null}
                {run.decided_by ? (
                  <p className="mt-1 text-xs text-stone-600">Decided by {run.decided_by}</p>
                ) : null}
                {run.status === 'pending_approval' && canDecide ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      loading={deciding === run.id}
                      onClick={() => onDecide(run.id, 'approve')}
                    >
                      Approve and send
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={deciding === run.id}
                      onClick={() => onDecide(run.id, 'reject')}
                    >
                      Reject
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
