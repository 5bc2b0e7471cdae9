import type { ConnectMailboxForm } from '../connect-form';
import type { ConnectionChecks } from '../api/use-connect-mailbox';
import { FormField, controlClasses } from '../../../components/form-field';
import { AppPasswordField } from './app-password-field';
import { PasswordField } from './password-field';
import { ServerSettingsFields } from './server-settings-fields';

type ProviderFieldsProps = {
  form: ConnectMailboxForm;
  onChange: (next: Partial<ConnectMailboxForm>) => void;
  errors: Record<string, string>;
  checks: ConnectionChecks;
};

/** The sign-in fields of the chosen provider; a custom one also names its two servers. */
export function ProviderFields({ form, onChange, errors, checks }: ProviderFieldsProps) {
  if (form.provider === 'gmail') {
    return (
      <AppPasswordField
        value={form.app_password}
        error={errors.app_password}
        onChange={(app_password) => onChange({ app_password })}
      />
    );
  }
  if (form.provider === 'outlook') {
    return (
      <PasswordField
        value={form.password}
        error={errors.password}
        hint="Your Microsoft account password, or an app password if the account uses two-step verification."
        onChange={(password) => onChange({ password })}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="User name"
          required
          error={errors.username}
          hint="Usually the e-mail address."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={form.username}
              onChange={(event) => onChange({ username: event.target.value })}
              className={controlClasses(errors.username)}
            />
          )}
        </FormField>
        <PasswordField
          value={form.password}
          error={errors.password}
          onChange={(password) => onChange({ password })}
        />
      </div>
      <ServerSettingsFields
        kind="smtp"
        value={form.smtp}
        onChange={(smtp) => onChange({ smtp })}
        errors={errors}
        check={checks.smtp}
      />
      <ServerSettingsFields
        kind="imap"
        value={form.imap}
        onChange={(imap) => onChange({ imap })}
        errors={errors}
        check={checks.imap}
      />
    </div>
  );
}
