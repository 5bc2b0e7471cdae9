import { Link } from 'react-router';
import { actionSummary, triggerSummary } from '@hirelane/domain/workflows/workflow-summary';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useWorkflowActions, useWorkflowsQuery } from '../api/workflows';

/** /app/projects/{id}/workflows: the project's automations, each "trigger → action", with its switch. */
export function WorkflowsPage() {
  usePageTitle('Workflows');
  const { id } = useCurrentProject();
  const list = useWorkflowsQuery(id);
  const { toggle } = useWorkflowActions(id);
  const base = `/app/projects/${encodeURIComponent(id)}/workflows`;

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">Workflows</h1>
        {list.data?.can_edit ? (
          <Link to={`${base}/new`} className={buttonClasses('primary')}>
            New workflow
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-stone-700">
        When something happens to a candidate of this project, a workflow does the next step for
        you. Each one lists its runs.
      </p>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Spinner /> Loading the workflows…
        </p>
      ) : list.isError ? (
        <EmptyState
          title="The workflows could not be loaded"
          description="Refresh the page to try again."
        />
      ) : list.data.workflows.length === 0 ? (
        <EmptyState
          title="No workflows yet"
          description="Create one to move, enrol or notify when a candidate enters a stage, an interview verdict arrives or a reply is labelled."
        />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {list.data.workflows.map((workflow) => (
            <li
              key={workflow.id}
              data-testid="workflow-item"
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <Link
                  to={`${base}/${encodeURIComponent(workflow.id)}`}
                  className="font-semibold text-stone-900 underline-offset-2 hover:underline"
                >
                  {workflow.name}
                </Link>
                <p className="text-sm text-stone-700">
                  {triggerSummary(workflow.trigger)} → {actionSummary(workflow.action)}
                </p>
              </div>
              <div className="flex items-center gap-2 text-sm text-stone-700">
                <Switch
                  label={`${workflow.name} on`}
                  checked={workflow.enabled}
                  disabled={!list.data.can_edit || toggle.isPending}
                  onChange={(enabled) => toggle.mutate({ workflowId: workflow.id, enabled })}
                />
                <span aria-hidden="true">{workflow.enabled ? 'On' : 'Off'}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
