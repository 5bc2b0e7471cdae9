import { useState, type FormEvent } from 'react';
import { partnerSubmissionRequest } from '@hirelane/domain/partners/partner.schema';
import type { SharedProject } from '@hirelane/domain/partners/partner.schema';
import { COUNTRIES, findCountry } from '@hirelane/domain/phone/countries';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useSubmitCandidate } from '../api/partner-portal';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_country',
  'phone_number',
  'linkedin_url',
  'note',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'resume', string>>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;

const COUNTRY_OPTIONS = [
  { value: '', label: 'Country' },
  ...COUNTRIES.map((country) => ({
    value: country.short_name,
    label: `${country.country_name} (${country.phone_code})`,
  })),
];

const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const found: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      ((FIELDS as readonly string[]).includes(field) || field === 'resume')
    )
      found[field as Field] ??= issue.message;
  }
  return found;
};

const TEXTAREA =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm';

type Mode = 'form' | 'resume';

/**
 * A partner's submission to one shared project: the person by form (name, e-mail, phone,
 * LinkedIn, note) or a resume read by the same checks and parser as the team's imports. A person
 * the workspace already knows is refused with the day they were first added, and nothing else.
 */
export function SubmitCandidateForm({ projects }: { projects: SharedProject[] }) {
  const [projectId, setProjectId] = useState(projects[0]?._id ?? '');
  const [mode, setMode] = useState<Mode>('form');
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useSubmitCandidate();
  const country = findCountry(values.phone_country);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setDone(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    setDone(null);
    const focusFirstError = () =>
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    if (mode === 'form') {
      const parsed = partnerSubmissionRequest.safeParse(values);
      if (!parsed.success) {
        setErrors(errorsOf(parsed.error.issues));
        focusFirstError();
        return;
      }
    } else if (!file) {
      setErrors({ resume: 'Choose a PDF or Word resume.' });
      focusFirstError();
      return;
    }
    try {
      const answer = await mutation.mutateAsync(
        mode === 'form'
          ? { kind: 'form', projectId, body: values }
          : { kind: 'resume', projectId, file: file as File, note: values.note },
      );
      setDone(answer.message ?? 'Candidate submitted.');
      setValues(EMPTY);
      setFile(null);
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0)
        setErrors(errorsOf(error.errors.map((entry) => ({ ...entry, path: [entry.path] }))));
      setFormError(isApiError(error) ? error.message : 'The candidate could not be submitted.');
    }
  };

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
    <form noValidate aria-label="Submit a candidate" onSubmit={(event) => void submit(event)}>
      <SelectField
        label="Project"
        value={projectId}
        options={projects.map((project) => ({ value: project._id, label: project.name }))}
        onChange={(event) => setProjectId(event.target.value)}
      />
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-stone-800">Submit by</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
          {(
            [
              ['form', 'Form'],
              ['resume', 'Resume upload'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setErrors({});
                  setFormError(null);
                }}
                className="h-4 w-4 accent-orange-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'form' ? (
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
              aria-describedby={errors.phone_country ? 'partner-country-error' : undefined}
              onChange={(event) => set('phone_country')(event.target.value)}
            />
            {errors.phone_country ? (
              <p id="partner-country-error" role="alert" className="mt-1.5 text-sm text-red-700">
                {errors.phone_country}
              </p>
            ) : null}
          </div>
          {field('phone_number', 'Phone', {
            type: 'tel',
            autoComplete: 'off',
            placeholder: country?.phone_number_format,
          })}
          {field('linkedin_url', 'LinkedIn URL', {
            type: 'url',
            placeholder: 'https://www.linkedin.com/in/…',
            className: 'sm:col-span-2',
          })}
        </div>
      ) : (
        <div className="mt-4">
          <label htmlFor="partner-resume" className="block text-sm font-medium text-stone-800">
            Resume <span className="font-normal text-stone-600">(PDF or Word, up to 10 MB)</span>
          </label>
          <input
            id="partner-resume"
            name="resume"
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword"
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={errors.resume ? 'partner-resume-error' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors({});
              setDone(null);
            }}
            className="mt-1.5 block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-900"
          />
          {errors.resume ? (
            <p id="partner-resume-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {errors.resume}
            </p>
          ) : null}
        </div>
      )}
      <div className="mt-4">
        <label htmlFor="partner-note" className="block text-sm font-medium text-stone-800">
          Note <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea
          id="partner-note"
          name="note"
          rows={3}
          value={values.note}
          onChange={(event) => set('note')(event.target.value)}
          className={TEXTAREA}
        />
      </div>
      {formError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button type="submit" loading={mutation.isPending} disabled={!projectId}>
          Submit candidate
        </Button>
      </div>
    </form>
  );
}
