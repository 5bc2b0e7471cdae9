import { useId, useState } from 'react';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { controlClasses } from '../../../components/form-field';

type Verdict =
  | { kind: 'empty' }
  | { kind: 'accepted' }
  | { kind: 'refused'; message: string; position: number; length: number };

const verdictOf = (text: string): Verdict => {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseQuery(text);
  return parsed.ok ? { kind: 'accepted' } : { kind: 'refused', ...parsed.error };
};

/**
 * "Check": any pasted string through the search's own parser (decision 026), with the parser's
 * positioned error shown inline and the part at fault marked.
 */
export function QueryCheck() {
  const id = useId();
  const [text, setText] = useState('');
  const verdict = verdictOf(text);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        Check a search string
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Paste any Boolean string to see whether Hirelane’s search accepts it.
      </p>
      <label htmlFor={`${id}-input`} className="mt-4 block text-sm font-medium text-stone-800">
        Search string
      </label>
      <textarea
        id={`${id}-input`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-verdict`}
        aria-invalid={verdict.kind === 'refused' ? true : undefined}
        spellCheck={false}
        className={`${controlClasses(verdict.kind === 'refused' ? 'refused' : undefined)} font-mono`}
      />
      <div id={`${id}-verdict`} role="status" className="mt-3 text-sm">
        {verdict.kind === 'accepted' ? (
          <p className="font-medium text-green-800">
            Accepted: Hirelane’s search reads this string.
          </p>
        ) : null}
        {verdict.kind === 'refused' ? (
          <>
            <p className="font-medium text-red-700">
              Not accepted (character {verdict.position + 1}): {verdict.message}
            </p>
            <p className="mt-2 break-all rounded-lg bg-stone-50 p-2 font-mono text-stone-800">
              {text.slice(0, verdict.position)}
              <mark className="rounded bg-red-100 text-red-900 underline decoration-red-600 decoration-wavy">
                {text.slice(verdict.position, verdict.position + verdict.length)}
              </mark>
              {text.slice(verdict.position + verdict.length)}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
