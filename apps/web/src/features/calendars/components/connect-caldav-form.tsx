import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { connectCaldavRequest } from '@hirelane/domain/calendars/calendar-account.schema';
import { FormField, controlClasses } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { connectCaldav, useRefreshCalendars } from '../api/calendar-accounts';
import { calendarConfirmationPath } from '../calendar-paths';

type Form = { address: string; server_url: string; username: string; password: string };

const EMPTY: Form = { address: '', server_url: '', username: '', password: '' };

const validate = (form: Form) => {
  const parsed = connectCaldavRequest.safeParse({
    ...form,
    username: form.username.trim() || undefined,
  });
  return parsed.success
    ? { request: parsed.data, errors: {} }
    : { request: null, errors: zodFieldErrors(parsed.error) };
};

/**
 * Any CalDAV server (Nextcloud, Fastmail, iCloud with an app password, Radicale…): the server
 * signs in and finds the calendars before anything is saved.
 */
export function ConnectCaldavForm({ workspaceId }: { workspaceId: string | null }) {
  const navigate = useNavigate();
  const refresh = useRefreshCalendars(workspaceId);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<Form>) => {
    const merged = { ...form, ...next };
    setForm(merged);
    if (submitted) setErrors(validate(merged).errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const { request, errors: found } = validate(form);
    setErrors(found);
    const focusFirstError = () =>
      requestAnimationFrame(() =>
        element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    if (!request) return focusFirstError();
    setBusy(true);
    try {
      const answer = await connectCaldav(request);
      await refresh();
      void navigate(calendarConfirmationPath(answer.data.address));
    } catch (caught) {
      if (isApiError(caught) && caught.errors.length > 0)
        setErrors(serverFieldErrors(caught.errors));
      else
        setFormError(isApiError(caught) ? caught.message : 'The calendar could not be connected.');
      focusFirstError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Your calendar's e-mail address"
          required
          error={errors.address}
          hint="Interview invitations are sent from this address."
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              value={form.address}
              onChange={(event) => change({ address: event.target.value })}
              className={controlClasses(errors.address)}
            />
          )}
        </FormField>
        <FormField
          label="CalDAV server address"
          required
          error={errors.server_url}
          hint="For example https://cloud.example.com/remote.php/dav/"
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.server_url}
              onChange={(event) => change({ server_url: event.target.value })}
              className={controlClasses(errors.server_url)}
            />
          )}
        </FormField>
        <FormField
          label="User name (optional)"
          error={errors.username}
          hint="Leave empty when it is the e-mail address."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="username"
              value={form.username}
              onChange={(event) => change({ username: event.target.value })}
              className={controlClasses(errors.username)}
            />
          )}
        </FormField>
        <FormField
          label="Password or app password"
          required
          error={errors.password}
          hint="Stored encrypted; never shown again."
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={(event) => change({ password: event.target.value })}
              className={controlClasses(errors.password)}
            />
          )}
        </FormField>
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Connecting…' : 'Connect calendar'}
        </Button>
      </div>
    </form>
  );
}
