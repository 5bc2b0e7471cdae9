import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, controlClasses } from '../../../components/form-field';
import { useConnectMailbox } from '../api/use-connect-mailbox';
import { ConnectionCheckAlert } from './connection-check-alert';
import { ProviderFields } from './provider-fields';
import { ProviderPicker } from './provider-picker';

const firstInvalidField = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * Provider, address, display name and the provider's sign-in fields. The server signs in to SMTP
 * and IMAP before saving; a refusal is shown next to the part it concerns.
 */
export function ConnectMailboxForm({ workspaceId }: { workspaceId: string | null }) {
  const { form, change, errors, checks, formError, busy, submit } = useConnectMailbox(workspaceId);
  const custom = form.provider === 'custom';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const connected = await submit();
    if (!connected) requestAnimationFrame(() => firstInvalidField(element)?.focus());
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <ProviderPicker value={form.provider} onChange={(provider) => change({ provider })} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail address" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              value={form.email}
              onChange={(event) => change({ email: event.target.value })}
              className={controlClasses(errors.email)}
            />
          )}
        </FormField>
        <FormField
          label="Display name (optional)"
          error={errors.display_name}
          hint="The sender name candidates see."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              value={form.display_name}
              onChange={(event) => change({ display_name: event.target.value })}
              className={controlClasses(errors.display_name)}
            />
          )}
        </FormField>
      </div>

      <ProviderFields form={form} onChange={change} errors={errors} checks={checks} />

      {custom ? null : (
        <div className="space-y-2 empty:hidden">
          <ConnectionCheckAlert kind="smtp" message={checks.smtp} />
          <ConnectionCheckAlert kind="imap" message={checks.imap} />
        </div>
      )}
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="text-sm text-stone-600 sm:mr-auto">
          {busy ? 'Checking SMTP and IMAP…' : ''}
        </p>
        <Button type="submit" loading={busy}>
          Connect mailbox
        </Button>
      </div>
    </form>
  );
}
