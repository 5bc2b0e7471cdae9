import { useId, useRef, type FormEvent } from 'react';
import type { QuerySyntaxError } from '@hirelane/domain/search/query-ast';
import { Button } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';
import { QueryHelp } from './query-help';

type QueryBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** The parser's first problem with the text, or null when it reads. */
  error: QuerySyntaxError | null;
  onSubmit: () => void;
  busy: boolean;
};

/**
 * The one query box (decision 026). The text is parsed as it is typed; a problem is shown under
 * the box with the part at fault marked, and the search is not sent until it reads.
 */
export function QueryBox({ value, onChange, error, onSubmit, busy }: QueryBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error === null) onSubmit();
  };
  const selectError = () => {
    if (!error || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(error.position, error.position + error.length);
  };

  return (
    <form role="search" aria-label="Talent search" onSubmit={submit} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          Search query
        </label>
        <QueryHelp />
      </div>
      <div className="flex items-start gap-2">
        {/* A textarea that grows with its text, so a long Boolean string (search from the job)
            stays readable; Enter searches, as in a one-line box. */}
        <textarea
          ref={input}
          id={id}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder='title:"backend engineer" AND (go OR rust) -intern'
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          className={`field-sizing-content block max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-lg border bg-white px-3 py-2.5 font-mono text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:outline-none focus:ring-2 sm:text-sm ${
            error
              ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
              : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
          }`}
        />
        <Button type="submit" disabled={error !== null} loading={busy}>
          <SearchIcon className="size-4" />
          Search
        </Button>
      </div>
      {error ? (
        <div id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm">
          <p className="text-red-800">
            {error.message} (at character {error.position + 1}){' '}
            <button
              type="button"
              onClick={selectError}
              className="font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
            >
              Show in the box
            </button>
          </p>
          <p
            data-testid="query-error-marker"
            aria-hidden="true"
            className="mt-1 overflow-x-auto whitespace-pre font-mono text-xs text-stone-700"
          >
            {value.slice(0, error.position)}
            <mark className="rounded-sm bg-red-200 text-red-900 underline decoration-red-700 decoration-wavy">
              {value.slice(error.position, error.position + error.length)}
            </mark>
            {value.slice(error.position + error.length)}
          </p>
        </div>
      ) : null}
    </form>
  );
}
