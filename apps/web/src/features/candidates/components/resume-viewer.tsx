import { useState } from 'react';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { buttonClasses } from '../../../components/ui/button';
import { withWorkspaceParam } from '../../../lib/api-client';
import { Section } from '../../../components/section-card';

const sizeLabel = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The uploaded resume: a download link, and the PDF itself in the page. */
export function ResumeViewer({ resume, name }: { resume: Candidate['resume']; name: string }) {
  const [shown, setShown] = useState(true);
  if (!resume) return null;
  const url = withWorkspaceParam(resume.url);
  const isPdf = resume.content_type === 'application/pdf';
  return (
    <Section title="Resume">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm text-stone-800">
          {resume.filename} <span className="text-stone-600">({sizeLabel(resume.size)})</span>
        </p>
        {isPdf ? (
          <button
            type="button"
            className={buttonClasses('ghost')}
            aria-expanded={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide resume' : 'Show resume'}
          </button>
        ) : null}
        <a href={url} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
          Open file
        </a>
      </div>
      {isPdf && shown ? (
        <iframe
          title={`Resume of ${name}`}
          src={url}
          className="mt-4 h-[70vh] w-full rounded-lg border border-stone-200"
        />
      ) : null}
    </Section>
  );
}
