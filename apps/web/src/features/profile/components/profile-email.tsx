import { useId, useState, type FormEvent } from 'react';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeRequest,
} from '@hirelane/domain/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { requestEmailChange } from '../api/profile';

/** The sign-in e-mail, read-only here; "Change e-mail" mails a confirmation link to the new one. */
export function ProfileEmail({ email }: { email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="border-t border-stone-100 pt-6">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        E-mail
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          value={email}
          readOnly
          aria-describedby={`${id}-hint`}
          className="block w-full min-w-0 flex-1 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 text-base text-stone-700 sm:text-sm"
        />
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Change e-mail
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        You sign in with this address.
      </p>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Change your e-mail"
        description={`We send a confirmation link to the new address. Your e-mail changes when you open it while signed in, within ${EMAIL_CHANGE_TTL_HOURS} hours.`}
      >
        {open ? <ChangeEmailForm currentEmail={email} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </div>
  );
}

function ChangeEmailForm({ currentEmail, onDone }: { currentEmail: string; onDone: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailChangeRequest.safeParse({ new_email: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.new_email === currentEmail.toLowerCase()) {
      setError(EMAIL_CHANGE_MESSAGES.same);
      return;
    }
    setSending(true);
    try {
      setSentTo((await requestEmailChange(parsed.data.new_email)).new_email);
    } catch (caught) {
      const fieldMessage = isApiError(caught) ? caught.fieldMessage('new_email') : undefined;
      if (fieldMessage) setError(fieldMessage);
      else if (isApiError(caught) && caught.status === 409) setError(caught.message);
      else setFormError(isApiError(caught) ? caught.message : 'The link could not be sent.');
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="mt-5">
        <p role="status" className="rounded-lg bg-green-50 px-3 py-3 text-sm text-green-900">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it within{' '}
          {EMAIL_CHANGE_TTL_HOURS} hours while signed in. Until then you keep signing in with{' '}
          <strong>{currentEmail}</strong>, and we let that address know about the change.
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
      <TextField
        label="New e-mail"
        type="email"
        name="new_email"
        autoComplete="email"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Send confirmation link
        </Button>
      </div>
    </form>
  );
}
