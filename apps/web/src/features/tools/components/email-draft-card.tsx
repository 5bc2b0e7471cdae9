import type { EmailDraft } from '@hirelane/domain/tools/resume-to-email.schema';
import { CopyButton } from './copy-button';

/** The draft with the writer that produced it and a Copy button for subject and body. */
export function EmailDraftCard({ draft }: { draft: EmailDraft }) {
  const { candidate } = draft;
  const readFrom = [candidate.name, candidate.title, candidate.company].filter(Boolean).join(' · ');
  return (
    <section
      aria-labelledby="draft-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="draft-heading" className="text-lg font-semibold text-stone-900">
        Your e-mail draft
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Written by: <span className="font-medium text-stone-800">{draft.writer.label}</span>
      </p>
      {draft.notice ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{draft.notice}</p>
      ) : null}
      {readFrom ? (
        <p className="mt-2 text-sm text-stone-600">
          Read from the resume: {readFrom}
          {candidate.matched_skills.length > 0
            ? `; skills the job asks for too: ${candidate.matched_skills.join(', ')}`
            : '; no skills in common with the job description were found'}
          .
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Subject</h3>
      <p className="mt-1 break-words rounded-lg bg-stone-50 p-3 text-stone-900 ring-1 ring-stone-200">
        {draft.subject}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Body</h3>
      <div className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-stone-900 ring-1 ring-stone-200">
        {draft.body}
      </div>
      <div className="mt-4">
        <CopyButton text={`Subject: ${draft.subject}\n\n${draft.body}`} what="the e-mail draft" />
      </div>
    </section>
  );
}
