import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { adminReasonSchema } from '@hirelane/domain/admin/admin.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';

type ActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmText: string;
  danger?: boolean;
  /** Extra fields (plan and status); the reason is always asked. */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
};

/** Confirms one admin action and asks why; the reason goes to the audit log with it. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  danger = false,
  children,
  onConfirm,
}: ActionDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success || parsed.data === '') {
      setError(parsed.success ? 'Say why, for the audit log.' : parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(parsed.data);
      close(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
        {children}
        <div>
          <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
            Reason
          </label>
          <textarea
            id={reasonId}
            value={reason}
            rows={3}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${reasonId}-message`}
            className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
          />
          {error ? (
            <p id={`${reasonId}-message`} role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${reasonId}-message`} className="mt-1.5 text-sm text-stone-600">
              Kept in the audit log with your name.
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmText}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
