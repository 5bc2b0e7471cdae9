import { useState, type FormEvent } from 'react';
import {
  MAX_MAILBOX_DAILY_LIMIT,
  updateMailboxRequest,
  type Mailbox,
  type UpdateMailboxRequest,
} from '@hirelane/domain/accounts/mailbox.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { FormField, controlClasses } from '../../../components/form-field';

type MailboxEditDialogProps = {
  /** The mailbox being edited; null keeps the dialog closed. */
  mailbox: Mailbox | null;
  onClose: () => void;
  onSave: (mailbox: Mailbox, update: UpdateMailboxRequest) => Promise<void>;
};

/** Display name, daily limit and signature of one mailbox, in a dialog. */
export function MailboxEditDialog({ mailbox, onClose, onSave }: MailboxEditDialogProps) {
  return (
    <Modal
      open={mailbox !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit mailbox"
      description={mailbox?.email}
      width={560}
    >
      {mailbox ? (
        <EditForm key={mailbox._id} mailbox={mailbox} onClose={onClose} onSave={onSave} />
      ) : null}
    </Modal>
  );
}

function EditForm({
  mailbox,
  onClose,
  onSave,
}: {
  mailbox: Mailbox;
  onClose: () => void;
  onSave: MailboxEditDialogProps['onSave'];
}) {
  const [displayName, setDisplayName] = useState(mailbox.display_name ?? '');
  const [dailyLimit, setDailyLimit] = useState(mailbox.daily_limit);
  const [signature, setSignature] = useState(mailbox.signature);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = updateMailboxRequest.safeParse({
      display_name: displayName.trim() || null,
      daily_limit: dailyLimit,
      signature,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(mailbox, parsed.data);
      onClose();
    } catch (caught) {
      if (isApiError(caught)) setErrors(serverFieldErrors(caught.errors));
      setFormError(isApiError(caught) ? caught.message : 'The mailbox could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
      <FormField
        label="Display name"
        error={errors.display_name}
        hint="The sender name candidates see. Leave empty to send with the address only."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            className={controlClasses(errors.display_name)}
          />
        )}
      </FormField>
      <FormField
        label="Daily limit"
        required
        error={errors.daily_limit}
        hint={`The most e-mails this mailbox sends in a day, across all campaigns (up to ${MAX_MAILBOX_DAILY_LIMIT}).`}
        className="sm:max-w-xs"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MAILBOX_DAILY_LIMIT}
            value={Number.isNaN(dailyLimit) ? '' : dailyLimit}
            onChange={(event) =>
              setDailyLimit(event.target.value === '' ? Number.NaN : Number(event.target.value))
            }
            className={controlClasses(errors.daily_limit)}
          />
        )}
      </FormField>
      <FormField
        label="Signature"
        error={errors.signature}
        hint="Plain text, added under every campaign e-mail sent from this mailbox."
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={signature}
            onChange={(event) => setSignature(event.target.value)}
            className={controlClasses(errors.signature)}
          />
        )}
      </FormField>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save mailbox
        </Button>
      </div>
    </form>
  );
}
