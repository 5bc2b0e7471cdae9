import type { ProjectAgent } from '@hirelane/domain/product/agents';
import {
  isRequiredJobField,
  type FormErrors,
  type JobFieldKey,
  type JobFormValues,
} from '../job-form';
import {
  EMPLOYMENT_TYPE_LABELS,
  REMOTE_POLICY_LABELS,
  SALARY_PERIOD_LABELS,
  SENIORITY_LABELS,
  optionsOf,
} from '../option-labels';
import { FormField, controlClasses } from '../../../components/form-field';
import { SkillChipInput } from '../../../components/skill-chip-input';

type JobFieldsProps = {
  values: JobFormValues;
  onChange: (values: JobFormValues) => void;
  errors: FormErrors;
  agent: ProjectAgent;
  disabled?: boolean;
};

/** The job part of the project form (creation and settings): every field of the job. */
export function JobFields({ values, onChange, errors, agent, disabled = false }: JobFieldsProps) {
  const set = <K extends JobFieldKey>(key: K, value: JobFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const required = (key: JobFieldKey) => isRequiredJobField(key, agent);

  const text = (key: 'title' | 'company' | 'location', label: string, placeholder: string) => (
    <FormField label={label} required={required(key)} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={values[key]}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => set(key, event.target.value)}
          className={controlClasses(errors[key])}
        />
      )}
    </FormField>
  );

  const select = <K extends 'remote_policy' | 'employment_type' | 'seniority'>(
    key: K,
    label: string,
    labels: Record<Exclude<JobFormValues[K], ''>, string>,
  ) => (
    <FormField label={label} required={required(key)} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          value={values[key]}
          disabled={disabled}
          onChange={(event) => set(key, event.target.value as JobFormValues[K])}
          className={controlClasses(errors[key])}
        >
          {optionsOf(labels, 'Not specified').map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {text('title', 'Job title', 'e.g. Senior Backend Engineer')}
      </div>
      {text('company', 'Company', 'e.g. Acme Inc.')}
      {text('location', 'Location', 'e.g. Berlin, Germany')}
      {select('remote_policy', 'Remote policy', REMOTE_POLICY_LABELS)}
      {select('employment_type', 'Employment type', EMPLOYMENT_TYPE_LABELS)}
      {select('seniority', 'Seniority', SENIORITY_LABELS)}

      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-stone-800">Salary range</legend>
        <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <FormField label="Minimum" error={errors.salary_min}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                value={values.salary_min}
                disabled={disabled}
                placeholder="80000"
                onChange={(event) => set('salary_min', event.target.value)}
                className={controlClasses(errors.salary_min)}
              />
            )}
          </FormField>
          <FormField label="Maximum" error={errors.salary_max}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                value={values.salary_max}
                disabled={disabled}
                placeholder="100000"
                onChange={(event) => set('salary_max', event.target.value)}
                className={controlClasses(errors.salary_max)}
              />
            )}
          </FormField>
          <FormField label="Currency" error={errors.salary_currency}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={3}
                autoCapitalize="characters"
                value={values.salary_currency}
                disabled={disabled}
                onChange={(event) => set('salary_currency', event.target.value.toUpperCase())}
                className={controlClasses(errors.salary_currency)}
              />
            )}
          </FormField>
          <FormField label="Period" error={errors.salary_period}>
            {(control) => (
              <select
                {...control}
                value={values.salary_period}
                disabled={disabled}
                onChange={(event) =>
                  set('salary_period', event.target.value as JobFormValues['salary_period'])
                }
                className={controlClasses(errors.salary_period)}
              >
                {optionsOf(SALARY_PERIOD_LABELS).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <FormField
        label="Job description"
        required={required('description')}
        error={errors.description}
        hint={agent === 'charlie' ? 'Charlie interviews against this description.' : undefined}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={values.description}
            disabled={disabled}
            placeholder="What the role is about, responsibilities, team, requirements…"
            onChange={(event) => set('description', event.target.value)}
            className={controlClasses(errors.description)}
          />
        )}
      </FormField>

      <FormField
        label="Must-have skills"
        required={required('must_have_skills')}
        error={errors.must_have_skills}
        className="sm:col-span-2"
      >
        {(control) => (
          <SkillChipInput
            control={control}
            label="Must-have skills"
            value={values.must_have_skills}
            onChange={(skills) => set('must_have_skills', skills)}
            error={errors.must_have_skills}
          />
        )}
      </FormField>
      <FormField
        label="Nice-to-have skills"
        error={errors.nice_to_have_skills}
        className="sm:col-span-2"
      >
        {(control) => (
          <SkillChipInput
            control={control}
            label="Nice-to-have skills"
            value={values.nice_to_have_skills}
            onChange={(skills) => set('nice_to_have_skills', skills)}
            error={errors.nice_to_have_skills}
          />
        )}
      </FormField>
    </div>
  );
}
