import { useState, type FormEvent } from 'react';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useAddNote } from '../api/candidate';
import { Section } from '../../../components/section-card';

type CandidateNotesProps = { candidateId: string; projectId: string; notes: Candidate['notes'] };

/** The notes on a candidate, newest first, and a form to add one. */
export function CandidateNotes({ candidateId, projectId, notes }: CandidateNotesProps) {
  const add = useAddNote(candidateId, projectId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('This field is required.');
      return;
    }
    try {
      await add.mutateAsync(body.trim());
      setBody('');
      setError(null);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldMessage('body') ?? failure.message)
          : 'The note could not be saved.',
      );
    }
  };

  return (
    <Section title="Notes">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-2">
        <label htmlFor="candidate-note" className="block text-sm font-medium text-stone-800">
          Add a note
        </label>
        <textarea
          id="candidate-note"
          rows={3}
          value={body}
          maxLength={10_000}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'candidate-note-error' : undefined}
          className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm"
        />
        {error ? (
          <p id="candidate-note-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" className="mt-4 space-y-4">
          {notes.map((note) => {
            const author = note.author
              ? `${note.author.first_name} ${note.author.last_name}`.trim()
              : 'Someone';
            return (
              <li key={note._id} className="flex gap-3">
                <Avatar src={note.author?.photo} name={author} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-medium text-stone-900">{author}</span>{' '}
                    <time dateTime={note.created_at} className="text-stone-600">
                      {formatRelativeOrDateTime(note.created_at)}
                    </time>
                  </p>
                  <p className="text-sm break-words whitespace-pre-line text-stone-800">
                    {note.body}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
