import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import {
  PROFILE_COMPANY_MAX,
  PROFILE_NAME_MAX,
  updateProfileRequest,
  type UpdateProfileRequest,
} from '@hirelane/domain/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { saveProfile, useApplyProfile } from '../api/profile';

type Fields = Record<keyof UpdateProfileRequest, string>;

/** First and last name and current company, saved with PUT /api/user/profile. */
export function ProfileDetailsForm({ profile }: { profile: SessionInfo['profile_info'] }) {
  const applyProfile = useApplyProfile();
  const [values, setValues] = useState<Fields>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    current_company: profile.current_company,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Fields) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = updateProfileRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveProfile(parsed.data);
      setValues({
        first_name: saved.first_name,
        last_name: saved.last_name,
        current_company: saved.current_company,
      });
      applyProfile(saved);
      toast.success('Profile saved.');
    } catch (caught) {
      if (isApiError(caught)) setErrors(serverFieldErrors(caught.errors));
      setFormError(isApiError(caught) ? caught.message : 'Your profile could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Your details"
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          maxLength={PROFILE_NAME_MAX}
          value={values.first_name}
          error={errors.first_name || undefined}
          onChange={(event) => set('first_name')(event.target.value)}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          maxLength={PROFILE_NAME_MAX}
          value={values.last_name}
          error={errors.last_name || undefined}
          onChange={(event) => set('last_name')(event.target.value)}
        />
      </div>
      <TextField
        label="Current company"
        name="current_company"
        autoComplete="organization"
        maxLength={PROFILE_COMPANY_MAX}
        value={values.current_company}
        error={errors.current_company || undefined}
        hint="Optional."
        onChange={(event) => set('current_company')(event.target.value)}
      />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={saving} className="w-full sm:w-auto">
        Save profile
      </Button>
    </form>
  );
}
