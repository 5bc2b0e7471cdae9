import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { SaveWorkflowRequest } from '@hirelane/domain/workflows/workflow.schema';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useMembersQuery } from '../../workspaces/api/members';
import { useWorkflowActions, useWorkflowQuery, useWorkflowRunsQuery } from '../api/workflows';
import { WorkflowForm } from '../components/workflow-form';
import { WorkflowRunsTable } from '../components/workflow-runs-table';
import { emptyForm, formOf } from '../lib/workflow-form';

/** /app/projects/{id}/workflows/{workflowId} ("new" for a new one): the form, then the runs. */
export function WorkflowPage() {
  const { workflowId: param = '' } = useParams();
  const workflowId = param === 'new' ? null : param;
  usePageTitle(workflowId ? 'Workflow' : 'New workflow');
  const { id, workspaceId, project } = useCurrentProject();
  const navigate = useNavigate();
  const agent: ProjectAgent = project.data?.agent ?? 'ria';
  const one = useWorkflowQuery(id, workflowId);
  const members = useMembersQuery(workspaceId);
  const [page, setPage] = useState(1);
  const runs = useWorkflowRunsQuery(id, workflowId, page);
  const { save, decide } = useWorkflowActions(id);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [deciding, setDeciding] = useState<string | null>(null);
  const list = `/app/projects/${encodeURIComponent(id)}/workflows`;

  const teammates = (members.data?.active_members ?? []).map((member) => ({
    value: member._id,
    label:
      [member.profile.first_name, member.profile.last_name].filter(Boolean).join(' ') ||
      member.profile.email,
  }));

  const onSave = (body: SaveWorkflowRequest) => {
    save.mutate(
      { workflowId, body },
      {
        onSuccess: (answer) => {
          setServerErrors({});
          toast.success(answer.message ?? 'Workflow saved.');
          if (!workflowId)
            void navigate(`${list}/${encodeURIComponent(answer.data.workflow.id)}`, {
              replace: true,
            });
        },
        onError: (error) => {
          if (isApiError(error)) {
            setServerErrors(serverFieldErrors(error.errors));
            toast.error(error.message);
          }
        },
      },
    );
  };

  const onDecide = (runId: string, decision: 'approve' | 'reject') => {
    if (!workflowId) return;
    setDeciding(runId);
    decide.mutate(
      { workflowId, runId, decision },
      {
        onSuccess: (answer) =>
          answer.success
            ? toast.success(answer.message ?? 'Done.')
            : toast.error(answer.message ?? 'Not sent.'),
        onSettled: () => setDeciding(null),
      },
    );
  };

  const loading = project.isPending || (workflowId !== null && one.isPending);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <Link to={list} className="text-sm font-medium text-orange-800 hover:underline">
        ← All workflows
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">
        {workflowId ? (one.data?.workflow.name ?? 'Workflow') : 'New workflow'}
      </h1>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Spinner /> Loading the workflow…
        </p>
      ) : workflowId && one.isError ? (
        <EmptyState
          title="Workflow not found"
          description="It may have been deleted. Go back to the project's workflows."
        />
      ) : (
        <WorkflowForm
          key={one.data?.workflow.updated_at ?? 'new'}
          agent={agent}
          initial={one.data ? formOf(agent, one.data.workflow) : emptyForm(agent)}
          teammates={teammates}
          canEdit={workflowId ? (one.data?.can_edit ?? false) : true}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSave={onSave}
        />
      )}
      {workflowId && one.data ? (
        <section aria-labelledby="runs-heading" className="space-y-3">
          <h2 id="runs-heading" className="text-lg font-semibold text-stone-900">
            Runs
          </h2>
          {runs.isPending ? (
            <p role="status" className="flex items-center gap-2 text-stone-600">
              <Spinner /> Loading the runs…
            </p>
          ) : runs.isError ? (
            <p className="text-sm text-stone-700">The runs could not be loaded.</p>
          ) : runs.data.total === 0 ? (
            <p className="text-sm text-stone-700">
              No runs yet. A run appears here each time the workflow fires.
            </p>
          ) : (
            <>
              <WorkflowRunsTable
                projectId={id}
                runs={runs.data.runs}
                canDecide
                deciding={deciding}
                onDecide={onDecide}
              />
              {runs.data.page_count > 1 ? (
                <nav aria-label="Runs pages" className="flex items-center justify-between gap-3">
                  <Button
                    variant="secondary"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Newer
                  </Button>
                  <span className="text-sm text-stone-700">
                    Page {runs.data.page} of {runs.data.page_count}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={page >= runs.data.page_count}
                    onClick={() => setPage(page + 1)}
                  >
                    Older
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </main>
  );
}
