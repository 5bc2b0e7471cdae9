import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import {
  useCancelSourcingRun,
  useDailySourcingQuery,
  useSaveDailySourcing,
  useSourcingProposalQuery,
  useSourcingRunQuery,
  useStartSourcingRun,
} from '../api/sourcing';
import { DailySourcingSection } from './daily-sourcing-section';
import { SourcingForm, type SourcingFormErrors } from './sourcing-form';
import { SourcingProgress } from './sourcing-progress';

/** A refusal's field errors on the form's fields; anything else as the form's error. */
const errorsOf = (error: unknown): SourcingFormErrors => {
  if (!isApiError(error)) return { form: 'Could not start the run. Try again.' };
  const errors: SourcingFormErrors = {};
  for (const field of error.errors)
    if (field.path === 'query' || field.path === 'count') errors[field.path] = field.message;
  if (!errors.query && !errors.count) errors.form = error.message;
  return errors;
};

function SourcingPanel({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const proposal = useSourcingProposalQuery(projectId, true);
  const start = useStartSourcingRun(projectId);
  const cancel = useCancelSourcingRun(projectId);
  const [runId, setRunId] = useState<string | null>(null);
  const [errors, setErrors] = useState<SourcingFormErrors>({});
  const run = useSourcingRunQuery(projectId, runId);
  const daily = useDailySourcingQuery(projectId);
  const saveDaily = useSaveDailySourcing(projectId);

  if (runId !== null) {
    const current = run.data ?? start.data;
    if (!current) return <Spinner />;
    return (
      <SourcingProgress
        run={current}
        cancelling={cancel.isPending}
        onCancel={() => void cancel.mutateAsync(runId).then(() => run.refetch())}
        onClose={onClose}
        onAgain={() => {
          setRunId(null);
          start.reset();
        }}
      />
    );
  }
  if (proposal.isPending || daily.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Ria is reading the job…
      </p>
    );
  if (proposal.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {isApiError(proposal.error)
          ? proposal.error.message
          : 'Could not propose a search. Try again.'}
      </p>
    );
  const { helper, helper_label: label, helper_note: note } = proposal.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        <span className="font-medium">
          {helper === 'model'
            ? 'Proposed with the AI model: '
            : 'Proposed with the built-in rules: '}
        </span>
        {helper === 'model' ? label : 'synonym tables for common titles and skills.'}
        {note ? <span className="mt-1 block text-stone-600">{note}</span> : null}
      </p>
      <SourcingForm
        proposal={proposal.data}
        starting={start.isPending}
        errors={errors}
        onStart={async (body) => {
          setErrors({});
          try {
            const started = await start.mutateAsync(body);
            setRunId(started._id);
          } catch (error) {
            setErrors(errorsOf(error));
          }
        }}
      >
        {(search) => (
          <DailySourcingSection
            daily={daily.data ?? null}
            search={search}
            saving={saveDaily.isPending}
            error={
              saveDaily.isError
                ? isApiError(saveDaily.error)
                  ? saveDaily.error.message
                  : 'Could not save the daily run. Try again.'
                : null
            }
            onSave={(body) => saveDaily.mutate(body)}
          />
        )}
      </SourcingForm>
    </div>
  );
}

/**
 * "Source with Ria" in the pipeline header (Ria projects): the proposed search, its cost, then
 * the run's progress. `onSaved` lets the page read its pipeline again once a run has saved people.
 */
export function SourceWithRiaButton({
  projectId,
  onSaved,
}: {
  projectId: string;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onSaved();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Source with Ria
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Source with Ria"
        description="Ria searches your talent pool from the job, ranks people by how well they match and saves the best to this project, with the reason for each."
        width={640}
      >
        {open ? <SourcingPanel projectId={projectId} onClose={close} /> : null}
      </Modal>
    </>
  );
}
