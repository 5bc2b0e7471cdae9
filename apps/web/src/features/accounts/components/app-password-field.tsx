import { APP_PASSWORD_LENGTH, APP_PASSWORD_NOTE } from '@hirelane/domain/accounts/mailbox.schema';
import { FormField, controlClasses } from '../../../components/form-field';

const APP_PASSWORDS_URL = 'https://myaccount.google.com/apppasswords';
const NOTE_ID = 'app-password-note';

type AppPasswordFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A Google app password (16 characters, spaces ignored), the SPEC 5 note and where to get one. */
export function AppPasswordField({ value, error, onChange }: AppPasswordFieldProps) {
  return (
    <div className="space-y-2">
      <FormField label="App password" required error={error}>
        {(control) => (
          <input
            {...control}
            aria-describedby={[control['aria-describedby'], NOTE_ID].filter(Boolean).join(' ')}
            type="password"
            // new-password keeps browsers from filling in the Google login password.
            autoComplete="new-password"
            spellCheck={false}
            placeholder={`${APP_PASSWORD_LENGTH} characters`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={controlClasses(error)}
          />
        )}
      </FormField>
      <p id={NOTE_ID} className="text-sm font-medium text-amber-900">
        {APP_PASSWORD_NOTE}
      </p>
      <div className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        <p>
          Create one in your Google Account: <strong>Security</strong>{' '}
          <span aria-hidden="true">→</span> <strong>2-Step Verification</strong>{' '}
          <span aria-hidden="true">→</span> <strong>App passwords</strong>. Turn on 2-Step
          Verification first if it is off, then paste the {APP_PASSWORD_LENGTH} characters here.
        </p>
        <a
          href={APP_PASSWORDS_URL}
          target="_blank"
          rel="noreferrer"
          className="mt-1 inline-block font-semibold text-orange-800 underline hover:text-orange-900"
        >
          Open App passwords<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
