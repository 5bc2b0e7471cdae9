import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { AddCandidateForm } from './add-candidate-form';

type AddCandidateButtonProps = {
  projectId: string;
  /** Given by a page that opens the same form from elsewhere too (the empty pipeline). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The pipeline toolbar's "Add candidate": one person typed in by hand, beside CSV and resumes. */
export function AddCandidateButton({ projectId, ...controlled }: AddCandidateButtonProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = controlled.onOpenChange ?? setOwnOpen;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add candidate</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Add candidate"
        description="One person by hand. Someone already in your workspace (same e-mail or LinkedIn profile) is added to this project instead of a copy."
        width={640}
      >
        {open ? <AddCandidateForm projectId={projectId} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
