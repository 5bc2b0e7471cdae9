import { Link } from 'react-router';
import type { ImportFile } from '@hirelane/domain/imports/import.schema';
import { Spinner } from '../../../components/ui/spinner';
import type { RefusedFile } from '../lib/file-checks';
import { formatBytes } from '../lib/file-checks';

type Tone = 'pending' | 'success' | 'error';

const TONE_CLASSES: Record<Tone, string> = {
  pending: 'text-stone-600',
  success: 'text-green-800',
  error: 'text-red-700',
};

/** What became of one uploaded resume, in words. */
export const resumeFileStatus = (file: ImportFile): { text: string; tone: Tone } => {
  switch (file.status) {
    case 'queued':
      return { text: 'Waiting…', tone: 'pending' };
    case 'parsing':
      return { text: 'Parsing…', tone: 'pending' };
    case 'done':
      return file.outcome === 'merged'
        ? { text: 'Merged into existing candidate', tone: 'success' }
        : { text: 'Added as new candidate', tone: 'success' };
    case 'refused':
      return { text: `Refused: ${file.reason ?? 'this file cannot be imported.'}`, tone: 'error' };
    case 'failed':
      return {
        text: `Failed: ${file.reason ?? 'this file could not be processed.'}`,
        tone: 'error',
      };
  }
};

const StatusIcon = ({ tone }: { tone: Tone }) =>
  tone === 'pending' ? (
    <Spinner className="size-4 text-stone-500" />
  ) : (
    <span
      aria-hidden="true"
      className={`grid size-4 place-items-center rounded-full text-[10px] font-bold text-white ${
        tone === 'success' ? 'bg-green-600' : 'bg-red-600'
      }`}
    >
      {tone === 'success' ? '✓' : '!'}
    </span>
  );

type ResumeFileListProps = {
  projectId: string;
  /** Files on the server, with their progress. */
  files?: readonly ImportFile[];
  /** Files picked but not uploaded yet, with a remove button each. */
  pending?: readonly File[];
  onRemove?: (file: File) => void;
  /** Files refused in the browser before the upload. */
  refused?: readonly RefusedFile[];
};

export function ResumeFileList({
  projectId,
  files = [],
  pending = [],
  onRemove,
  refused = [],
}: ResumeFileListProps) {
  if (files.length + pending.length + refused.length === 0) return null;
  const candidatePath = (candidateId: string) =>
    `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}`;
  return (
    <ul
      aria-label="Resumes"
      className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
    >
      {pending.map((file) => (
        <li
          key={`pending-${file.name}-${file.size}-${file.lastModified}`}
          className="flex items-center gap-3 px-4 py-3"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-stone-900">{file.name}</p>
            <p className="text-sm text-stone-600">{formatBytes(file.size)} · Ready to upload</p>
          </div>
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(file)}
              aria-label={`Remove ${file.name}`}
              className="min-h-10 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              Remove
            </button>
          ) : null}
        </li>
      ))}
      {files.map((file) => {
        const status = resumeFileStatus(file);
        return (
          <li
            key={file._id}
            data-testid="resume-file"
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-3"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">{file.filename}</p>
              <p className={`flex items-start gap-2 text-sm ${TONE_CLASSES[status.tone]}`}>
                <span className="mt-0.5 shrink-0">
                  <StatusIcon tone={status.tone} />
                </span>
                <span className="break-words">{status.text}</span>
              </p>
            </div>
            {file.status === 'done' && file.candidate_id ? (
              <Link
                to={candidatePath(file.candidate_id)}
                aria-label={`View candidate from ${file.filename}`}
                className="text-sm font-semibold text-orange-800 underline-offset-2 hover:underline focus-visible:underline"
              >
                View candidate
              </Link>
            ) : null}
          </li>
        );
      })}
      {refused.map((file, index) => (
        <li key={`refused-${index}`} data-testid="resume-file" className="px-4 py-3">
          <p className="truncate font-medium text-stone-900">{file.name}</p>
          <p className={`flex items-start gap-2 text-sm ${TONE_CLASSES.error}`}>
            <span className="mt-0.5 shrink-0">
              <StatusIcon tone="error" />
            </span>
            <span className="break-words">Refused: {file.reason}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
