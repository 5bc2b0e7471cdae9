import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  manualCandidateRequest,
  type ManualCandidateRequest,
} from '@hirelane/domain/candidates/manual-candidate.schema';
import type { UpsertOutcome } from '@hirelane/domain/candidates/candidate.schema';
import { COUNTRIES, findCountry } from '@hirelane/domain/phone/countries';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useAddCandidate } from '../api/add-candidate';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_country',
  'phone_number',
  'linkedin_url',
  'designation',
  'current_company',
  'current_city',
  'note',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;

const COUNTRY_OPTIONS = [
  { value: '', label: 'Country' },
  ...COUNTRIES.map((country) => ({
    value: country.short_name,
    label: `${country.country_name} (${country.phone_code})`,
  })),
];

const isField = (value: unknown): value is Field =>
  typeof value === 'string' && (FIELDS as readonly string[]).includes(value);

const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const found: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field)) found[field] ??= issue.message;
  }
  return found;
};

type Added = { candidateId: string; outcome: UpsertOutcome; message: string };

type AddCandidateFormProps = { projectId: string; onClose: () => void };

/**
 * One person by hand: name, e-mail, phone (checked against the country's digit count, SPEC 5),
 * LinkedIn, title, company, location and a note. A person the workspace already knows (same e-mail
 * or LinkedIn profile) is added to the project instead of a copy, and the form says so.
 */
export function AddCandidateForm({ projectId, onClose }: AddCandidateFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const mutation = useAddCandidate(projectId);
  const country = findCountry(values.phone_country);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const focusFirstError = () =>
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    const parsed = manualCandidateRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      focusFirstError();
      return;
    }
    try {
      const answer = await mutation.mutateAsync(values satisfies ManualCandidateRequest);
      setAdded({
        candidateId: answer.data.candidate_id,
        outcome: answer.data.outcome,
        message: answer.message ?? 'Candidate added to the pipeline.',
      });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(errorsOf(error.errors.map((entry) => ({ ...entry, path: [entry.path] }))));
        focusFirstError();
      }
      setFormError(isApiError(error) ? error.message : 'The candidate could not be added.');
    }
  };

  if (added) {
    const candidatePath = `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(added.candidateId)}`;
    return (
      <div className="mt-4 space-y-4">
        <p
          role="status"
          className={`rounded-lg px-3 py-2 text-sm ${
            added.outcome === 'created'
              ? 'bg-green-50 text-green-900'
              : 'bg-amber-50 text-amber-900'
          }`}
        >
          {added.message}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={candidatePath} className={buttonClasses('secondary')}>
            Open candidate
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setAdded(null);
              setValues(EMPTY);
            }}
          >
            Add another
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name)(event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate aria-label="Add candidate" onSubmit={(event) => void submit(event)}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('first_name', 'First name', { autoComplete: 'off', required: true })}
        {field('last_name', 'Last name', { autoComplete: 'off' })}
        {field('email', 'E-mail', {
          type: 'email',
          autoComplete: 'off',
          className: 'sm:col-span-2',
        })}
        <div>
          <SelectField
            label="Phone country"
            value={values.phone_country}
            options={COUNTRY_OPTIONS}
            aria-invalid={errors.phone_country ? true : undefined}
            aria-describedby={errors.phone_country ? 'add-candidate-country-error' : undefined}
            onChange={(event) => set('phone_country')(event.target.value)}
          />
          {errors.phone_country ? (
            <p
              id="add-candidate-country-error"
              role="alert"
              className="mt-1.5 text-sm text-red-700"
            >
              {errors.phone_country}
            </p>
          ) : null}
        </div>
        {field('phone_number', 'Phone', {
          type: 'tel',
          autoComplete: 'off',
          placeholder: country?.phone_number_format,
          hint: country
            ? `${country.phone_number_length} digits after ${country.phone_code}.`
            : undefined,
        })}
        {field('linkedin_url', 'LinkedIn URL', {
          type: 'url',
          placeholder: 'https://www.linkedin.com/in/…',
          className: 'sm:col-span-2',
        })}
        {field('designation', 'Title')}
        {field('current_company', 'Company')}
        {field('current_city', 'Location', { className: 'sm:col-span-2' })}
      </div>
      <div className="mt-4">
        <label htmlFor="add-candidate-note" className="block text-sm font-medium text-stone-800">
          Note <span className="font-normal text-stone-500">(optional)</span>
        </label>
        <textarea
          id="add-candidate-note"
          name="note"
          rows={3}
          value={values.note}
          aria-invalid={errors.note ? true : undefined}
          onChange={(event) => set('note')(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm"
        />
        {errors.note ? (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.note}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Add candidate
        </Button>
      </div>
    </form>
  );
}
