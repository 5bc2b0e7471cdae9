import { useId, useState, type FormEvent } from 'react';
import {
  JOB_ROLES,
  welcomeRequest,
  type WelcomeRequest,
} from '@hirelane/domain/onboarding/onboarding.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { submitWelcome } from '../api/welcome';

type WelcomeFields = Record<keyof WelcomeRequest, string>;
type WelcomeErrors = Partial<Record<keyof WelcomeRequest, string>>;

const FIELD_NAMES = ['first_name', 'last_name', 'company', 'role'] as const;

type WelcomeFormProps = {
  defaults: Partial<WelcomeFields>;
  /** Called after the server accepted the answers. */
  onDone: () => Promise<void> | void;
};

const errorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]): WelcomeErrors => {
  const errors: WelcomeErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELD_NAMES as readonly string[]).includes(field)) {
      const key = field as keyof WelcomeRequest;
      errors[key] ??= issue.message;
    }
  }
  return errors;
};

/** The /app/welcome form: first and last name, company and role (all required). */
export function WelcomeForm({ defaults, onDone }: WelcomeFormProps) {
  const roleId = useId();
  const [values, setValues] = useState<WelcomeFields>({
    first_name: defaults.first_name ?? '',
    last_name: defaults.last_name ?? '',
    company: defaults.company ?? '',
    role: defaults.role ?? '',
  });
  const [errors, setErrors] = useState<WelcomeErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const set = (field: keyof WelcomeRequest) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = welcomeRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setSaving(true);
    try {
      await submitWelcome(parsed.data);
      await onDone();
    } catch (caught) {
      if (isApiError(caught)) {
        const fieldErrors: WelcomeErrors = {};
        for (const field of FIELD_NAMES) fieldErrors[field] = caught.fieldMessage(field);
        setErrors(fieldErrors);
        setFormError(caught.message);
      } else {
        setFormError('Something went wrong. Please try again.');
      }
      setSaving(false);
    }
  };

  const roleError = errors.role;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          maxLength={80}
          value={values.first_name}
          error={errors.first_name}
          onChange={(event) => set('first_name')(event.target.value)}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          maxLength={80}
          value={values.last_name}
          error={errors.last_name}
          onChange={(event) => set('last_name')(event.target.value)}
        />
      </div>
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        maxLength={120}
        value={values.company}
        error={errors.company}
        hint="Your first workspace is named after it; you can rename it later."
        onChange={(event) => set('company')(event.target.value)}
      />
      <div>
        <label htmlFor={roleId} className="block text-sm font-medium text-stone-800">
          Role
        </label>
        <select
          id={roleId}
          name="role"
          value={values.role}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? `${roleId}-message` : undefined}
          onChange={(event) => set('role')(event.target.value)}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm ${
            roleError
              ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
              : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
          }`}
        >
          <option value="">Select your role</option>
          {JOB_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        {roleError ? (
          <p id={`${roleId}-message`} role="alert" className="mt-1.5 text-sm text-red-700">
            {roleError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={saving} className="w-full">
        Continue
      </Button>
    </form>
  );
}
