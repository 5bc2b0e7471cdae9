import { FormField, controlClasses } from '../../../components/form-field';

type PasswordFieldProps = {
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
};

/** The mailbox's sign-in password (Outlook and custom providers). */
export function PasswordField({ value, error, hint, onChange }: PasswordFieldProps) {
  return (
    <FormField label="Password" required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses(error)}
        />
      )}
    </FormField>
  );
}
