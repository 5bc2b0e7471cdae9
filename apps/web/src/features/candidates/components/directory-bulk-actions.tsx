import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  bulkAddSummary,
  bulkDoNotContactSummary,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import { DO_NOT_CONTACT_REASON_MAX } from '@hirelane/domain/candidates/do-not-contact.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  downloadCandidatesCsv,
  useBulkAddToProject,
  useBulkDoNotContact,
} from '../api/candidate-bulk';
import { DirectoryBulkErase } from './directory-bulk-erase';

type DirectoryBulkActionsProps = {
  selected: readonly DirectoryRow[];
  projects: readonly { id: string; name: string }[];
  onDone: () => void;
  /** Owners and admins may erase the selected people (decision 043). */
  canErase: boolean;
};

const count = (n: number) => (n === 1 ? '1 person' : `${n.toLocaleString('en-US')} people`);

/** Add to a project, mark do-not-contact and export CSV, for the selected rows. */
export function DirectoryBulkActions({
  selected,
  projects,
  onDone,
  canErase,
}: DirectoryBulkActionsProps) {
  const [dialog, setDialog] = useState<'add' | 'dnc' | null>(null);
  const [projectId, setProjectId] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const add = useBulkAddToProject();
  const dnc = useBulkDoNotContact();
  const ids = selected.map((row) => row.id);
  const none = ids.length === 0;

  const finish = (summary: string) => {
    setResult(summary);
    setDialog(null);
    onDone();
    toast.success(summary, { duration: 6000 });
  };
  const submitAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!projectId) return;
    try {
      const answer = await add.mutateAsync({ projectId, candidateIds: ids });
      finish(bulkAddSummary(answer.data));
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };
  const submitDnc = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError('Say why these people must not be contacted.');
      return;
    }
    try {
      const answer = await dnc.mutateAsync({ candidateIds: ids, reason: reason.trim() });
      finish(bulkDoNotContactSummary(answer.data));
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCandidatesCsv(ids);
    } catch {
      // Shown as a toast by the download.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={none}
        onClick={() => {
          setProjectId(projects[0]?.id ?? '');
          setDialog('add');
        }}
      >
        Add to project
      </Button>
      <Button variant="secondary" disabled={none} onClick={() => setDialog('dnc')}>
        Mark do-not-contact
      </Button>
      <Button
        variant="secondary"
        disabled={none}
        loading={exporting}
        onClick={() => void exportCsv()}
      >
        Export CSV
      </Button>
      {canErase ? (
        <DirectoryBulkErase
          candidateIds={ids}
          onDone={(summary) => {
            setResult(summary);
            onDone();
          }}
        />
      ) : null}
      <p
        role="status"
        data-testid="bulk-result"
        className="basis-full text-sm font-medium text-stone-800 empty:hidden"
      >
        {result}
      </p>
      <Modal
        open={dialog === 'add'}
        onOpenChange={(open) => !add.isPending && setDialog(open ? 'add' : null)}
        title="Add to project"
        description={`${count(ids.length)} will join the project's pipeline at its first stage.`}
      >
        <form onSubmit={(event) => void submitAdd(event)} className="mt-4 space-y-4">
          {projects.length === 0 ? (
            <p className="text-sm text-stone-700">You have no project to add people to yet.</p>
          ) : (
            <SelectField
              label="Project"
              options={projects.map((project) => ({ value: project.id, label: project.name }))}
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!projectId}>
              Add {count(ids.length)}
            </Button>
          </div>
        </form>
      </Modal>
      <Modal
        open={dialog === 'dnc'}
        onOpenChange={(open) => !dnc.isPending && setDialog(open ? 'dnc' : null)}
        title="Mark do-not-contact"
        description={`No campaign will contact these ${count(ids.length)} again, on any channel, and every sequence they are in stops now.`}
      >
        <form onSubmit={(event) => void submitDnc(event)} noValidate className="mt-4 space-y-4">
          <TextField
            label="Reason"
            value={reason}
            maxLength={DO_NOT_CONTACT_REASON_MAX}
            error={reasonError ?? undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={dnc.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={dnc.isPending}>
              Mark do-not-contact
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
