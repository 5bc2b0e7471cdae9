import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  confirmsErasure,
  erasureConfirmationText,
} from '@hirelane/domain/candidates/erasure-rules';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useEraseCandidate } from '../api/candidate';

const WHAT_GOES =
  'Their profile, resume and other files, every project link and stage history, notes, custom values, e-mails and campaign sends, interview answers and recordings, and tracking events are deleted from the whole workspace.';
const WHAT_STAYS =
  'Only one-way hashes of their e-mail, phone and LinkedIn profile are kept, so imports and searches do not add them back; an admin can lift that in Settings. This cannot be undone.';

type EraseCandidateProps = { candidate: Candidate; projectId: string };

/** "Erase this person" for workspace owners and admins: typed confirmation, then back to the pipeline. */
export function EraseCandidate({ candidate, projectId }: EraseCandidateProps) {
  const [open, setOpen] = useState(false);
  if (!candidate.can_erase) return null;
  return (
    <section
      aria-label="Erase this person"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white px-5 py-4"
    >
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-stone-900">Erase this person</h2>
        <p className="text-sm text-stone-600">
          When someone asks to be forgotten (GDPR): deletes everything of theirs, for good.
        </p>
      </div>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Erase this person
      </Button>
      <EraseDialog open={open} onOpenChange={setOpen} candidate={candidate} projectId={projectId} />
    </section>
  );
}

type EraseDialogProps = EraseCandidateProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function EraseDialog({ open, onOpenChange, candidate, projectId }: EraseDialogProps) {
  const erase = useEraseCandidate(candidate._id);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const expected = erasureConfirmationText(candidate.full_name);
  const matches = confirmsErasure(typed, candidate.full_name);

  const close = (next: boolean) => {
    if (erase.isPending) return;
    if (!next) {
      setTyped('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    setError(undefined);
    try {
      const answer = await erase.mutateAsync();
      toast.success(answer.message ?? 'The person was erased.', { duration: 8000 });
      await navigate(`/app/projects/${encodeURIComponent(projectId)}/pipeline`);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : 'The person could not be erased. Nothing was deleted; please try again.',
      );
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Erase ${candidate.full_name.trim() || 'this person'}?`}
      description={WHAT_GOES}
    >
      <p className="mt-3 text-sm text-stone-700">{WHAT_STAYS}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5">
        <TextField
          label={`Type “${expected}” to confirm`}
          name="confirm-erasure"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!matches} loading={erase.isPending}>
            Erase for good
          </Button>
        </div>
      </form>
    </Modal>
  );
}
