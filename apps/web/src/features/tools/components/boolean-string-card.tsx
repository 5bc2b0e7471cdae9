import { useId } from 'react';
import { CopyButton } from './copy-button';

type BooleanStringCardProps = {
  title: string;
  description: string;
  /** The string, or why there is none. */
  value: { ok: true; text: string } | { ok: false; message: string };
};

/** One built string with its Copy button. */
export function BooleanStringCard({ title, description, value }: BooleanStringCardProps) {
  const id = useId();
  const empty = value.ok && value.text === '';
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      <p className="mt-0.5 text-sm text-stone-600">{description}</p>
      {value.ok ? (
        <pre className="mt-3 min-h-12 whitespace-pre-wrap break-all rounded-lg bg-stone-50 p-3 font-mono text-sm text-stone-900 ring-1 ring-stone-200">
          {empty ? (
            <span className="text-stone-600">Add a title, a skill or a location.</span>
          ) : (
            value.text
          )}
        </pre>
      ) : (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {value.message}
        </p>
      )}
      <div className="mt-3">
        <CopyButton
          text={value.ok ? value.text : ''}
          what={`the ${title} string`}
          disabled={!value.ok || empty}
        />
      </div>
    </section>
  );
}
