import { useState, type FormEvent } from 'react';
import { MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import {
  RESUME_TO_EMAIL_LIMITS,
  type EmailDraft,
} from '@hirelane/domain/tools/resume-to-email.schema';
import { controlClasses, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-answer';
import { usePageTitle } from '../../../lib/use-page-title';
import { requestEmailDraft } from '../api/resume-to-email';
import { EmailDraftCard } from '../components/email-draft-card';

type Errors = { file?: string; job_description?: string; form?: string };

const { jobDescriptionMax, recruiterNameMax, recruiterCompanyMax, perIpPerHour } =
  RESUME_TO_EMAIL_LIMITS;

/** The checks the browser can make before sending (the server makes them again). */
const checkFile = (file: File | null): string | undefined => {
  if (!file) return 'Choose a resume (PDF or DOCX).';
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'Choose a PDF or a Word (.docx) file.';
  if (file.size > MAX_RESUME_BYTES) return 'The file is larger than 10 MB.';
  return undefined;
};

/** /tools/resume-to-email (SPEC 2.3 Free Tools): a resume and a job → an outreach e-mail draft. */
export function ResumeToEmailPage() {
  usePageTitle('Resume to Email Generator');
  const [file, setFile] = useState<File | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [recruiterName, setRecruiterName] = useState('');
  const [recruiterCompany, setRecruiterCompany] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<EmailDraft | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const fileError = checkFile(file);
    if (fileError) found.file = fileError;
    if (jobDescription.trim() === '') found.job_description = 'Paste the job description.';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setDraft(await requestEmailDraft({ file, jobDescription, recruiterName, recruiterCompany }));
    } catch (error) {
      setDraft(null);
      if (!isApiError(error)) setErrors({ form: GENERIC_ERROR_MESSAGE });
      else if (error.fieldMessage('job_description'))
        setErrors({ job_description: error.fieldMessage('job_description') });
      else setErrors({ form: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold text-stone-900">Resume to Email Generator</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        Upload a candidate’s resume and paste the job description: get a personal outreach e-mail
        that mentions their current role and the skills your job needs. Free, no sign-in needed; the
        resume is read and forgotten, never stored. Up to {perIpPerHour} drafts per hour.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <form
          aria-label="Resume and job"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <FormField label="Resume (PDF or DOCX, up to 10 MB)" required error={errors.file}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className={`${controlClasses(errors.file)} file:mr-3 file:rounded-md file:border-0 file:bg-orange-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-orange-800`}
              />
            )}
          </FormField>
          <FormField
            label="Job description"
            required
            error={errors.job_description}
            hint={`${jobDescription.length.toLocaleString('en-US')} / ${jobDescriptionMax.toLocaleString('en-US')} characters. Start with the job title on its own line.`}
          >
            {(control) => (
              <textarea
                {...control}
                rows={8}
                maxLength={jobDescriptionMax}
                value={jobDescription}
                onChange={(event) => setJobDescription(event.target.value)}
                className={controlClasses(errors.job_description)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Your name (optional)"
              value={recruiterName}
              maxLength={recruiterNameMax}
              autoComplete="name"
              onChange={(event) => setRecruiterName(event.target.value)}
            />
            <TextField
              label="Your company (optional)"
              value={recruiterCompany}
              maxLength={recruiterCompanyMax}
              autoComplete="organization"
              onChange={(event) => setRecruiterCompany(event.target.value)}
            />
          </div>
          {errors.form ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={busy}>
              {busy ? 'Writing the draft…' : 'Write the e-mail'}
            </Button>
          </div>
        </form>

        <div aria-live="polite" className="min-w-0">
          {draft ? (
            <EmailDraftCard draft={draft} />
          ) : (
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-sm text-stone-600">
              Your draft appears here, with the writer that produced it: the AI model when one is
              configured on this Hirelane server, otherwise the built-in writer.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
