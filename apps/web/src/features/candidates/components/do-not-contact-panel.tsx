import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { DO_NOT_CONTACT_REASON_MAX } from '@hirelane/domain/candidates/do-not-contact.schema';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { useSetDoNotContact } from '../api/candidate';

type DoNotContactPanelProps = { candidate: Candidate; projectId: string };

const failureText = (failure: unknown, field?: string): string =>
  isApiError(failure)
    ? ((field ? failure.fieldMessage(field) : undefined) ?? failure.message)
    : 'The change could not be saved.';

function MarkDialog({
  open,
  onOpenChange,
  name,
  onMark,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onMark: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why this person must not be contacted.');
      return;
    }
    setBusy(true);
    try {
      await onMark(reason.trim());
      setReason('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(failureText(failure, 'reason'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Mark do-not-contact"
      description={`No campaign will contact ${name} again, on any channel, and every sequence they are in stops now.`}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-2">
        <label htmlFor="do-not-contact-reason" className="block text-sm font-medium text-stone-800">
          Reason
        </label>
        <textarea
          id="do-not-contact-reason"
          rows={3}
          value={reason}
          maxLength={DO_NOT_CONTACT_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'do-not-contact-reason-error' : undefined}
          className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm"
        />
        {error ? (
          <p id="do-not-contact-reason-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Mark do-not-contact
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The person's do-not-contact state, above everything else on the page: when marked, why, by
 * whom, and (for owners and editors) the control to mark it with a reason or to lift it.
 */
export function DoNotContactPanel({ candidate, projectId }: DoNotContactPanelProps) {
  const change = useSetDoNotContact(candidate._id, projectId);
  const [marking, setMarking] = useState(false);
  const [lifting, setLifting] = useState(false);
  const name = candidate.full_name || 'this candidate';
  const state = candidate.do_not_contact;
  const canChange = candidate.can_change_do_not_contact;

  if (!state) {
    if (!canChange) return null;
    return (
      <section
        aria-label="Contact permission"
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-stone-700">Campaigns may contact {name} on every channel.</p>
        <Button variant="secondary" onClick={() => setMarking(true)}>
          Mark do-not-contact
        </Button>
        <MarkDialog
          open={marking}
          onOpenChange={setMarking}
          name={name}
          onMark={async (reason) => {
            const answer = await change.mutateAsync({ do_not_contact: true, reason });
            toast.success(answer.message, { duration: 6000 });
          }}
        />
      </section>
    );
  }

  const by = state.by ? `${state.by.first_name} ${state.by.last_name}`.trim() : null;
  return (
    <section
      aria-label="Do not contact"
      className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 px-5 py-4 text-red-900 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold">Do not contact</h2>
        <p className="text-sm break-words">
          {state.reason ? (
            <>
              <span className="font-medium">Reason:</span> {state.reason}
            </>
          ) : (
            'No reason was given.'
          )}
        </p>
        <p className="text-sm">
          Marked{by ? ` by ${by}` : ''} on{' '}
          <time dateTime={state.at}>{formatDateTime(state.at)}</time>. No campaign contacts {name},
          on any channel.
        </p>
      </div>
      {canChange ? (
        <Button variant="secondary" className="shrink-0" onClick={() => setLifting(true)}>
          Lift do-not-contact
        </Button>
      ) : null}
      <ConfirmDialog
        open={lifting}
        onOpenChange={setLifting}
        header="Lift do-not-contact?"
        description={`Campaigns may contact ${name} again, on every channel. Sequences it stopped do not restart.`}
        confirmText="Lift do-not-contact"
        onConfirm={async () => {
          try {
            const answer = await change.mutateAsync({ do_not_contact: false });
            toast.success(answer.message, { duration: 6000 });
          } catch (failure) {
            toast.error(failureText(failure));
          }
        }}
      />
    </section>
  );
}
