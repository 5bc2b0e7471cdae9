import { useState } from 'react';
import {
  conflictingFields,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type DuplicatePair,
  type DuplicatePerson,
  type MergeField,
} from '@hirelane/domain/candidates/duplicates.schema';
import { Button } from '../../../components/ui/button';

type DuplicateCompareProps = {
  pair: DuplicatePair;
  busy: boolean;
  onMerge: (choice: {
    primary: DuplicatePerson;
    secondary: DuplicatePerson;
    keep: MergeField[];
  }) => void;
  onDismiss: () => void;
  onCancel: () => void;
};

const shown = (value: string | null) => (value && value.trim() ? value : '—');

/**
 * The side-by-side of two possible duplicates (decision 043): every field of both, and where both
 * have different values a choice of which to keep (the primary's by default). The primary stays;
 * the other person's projects, messages, notes and files join it.
 */
export function DuplicateCompare({
  pair,
  busy,
  onMerge,
  onDismiss,
  onCancel,
}: DuplicateCompareProps) {
  const [swapped, setSwapped] = useState(false);
  const primary = swapped ? pair.b : pair.a;
  const secondary = swapped ? pair.a : pair.b;
  const conflicts = conflictingFields(primary, secondary);
  const [keep, setKeep] = useState<ReadonlySet<MergeField>>(new Set());
  const choose = (field: MergeField, fromSecondary: boolean) =>
    setKeep((current) => {
      const next = new Set(current);
      if (fromSecondary) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <div className="mt-4 space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">The two profiles, field by field</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {primary.full_name} (kept)
              </th>
              <th scope="col" className="py-2 font-medium">
                {secondary.full_name} (merged in)
              </th>
            </tr>
          </thead>
          <tbody>
            {MERGE_FIELDS.map((field) => {
              const conflict = conflicts.includes(field);
              const name = `keep-${field}`;
              return (
                <tr key={field} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-stone-700">
                    {MERGE_FIELD_LABELS[field]}
                  </th>
                  {[primary, secondary].map((person, index) => (
                    <td key={person.id} className="break-words py-2 pr-3 text-stone-900">
                      {conflict ? (
                        <label className="flex items-start gap-2">
                          <input
                            type="radio"
                            name={name}
                            className="mt-1"
                            checked={keep.has(field) === (index === 1)}
                            onChange={() => choose(field, index === 1)}
                            aria-label={`Keep ${MERGE_FIELD_LABELS[field]}: ${shown(person[field])}`}
                          />
                          <span>{shown(person[field])}</span>
                        </label>
                      ) : (
                        shown(person[field])
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
            <tr className="border-b border-stone-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-stone-700">
                Phones
              </th>
              <td className="py-2 pr-3">{primary.phone_numbers.join(', ') || '—'}</td>
              <td className="py-2">{secondary.phone_numbers.join(', ') || '—'}</td>
            </tr>
            <tr className="align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-stone-700">
                Projects
              </th>
              <td className="py-2 pr-3">{primary.projects.join(', ') || 'None'}</td>
              <td className="py-2">{secondary.projects.join(', ') || 'None'}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-600">
        Phones are combined. Every project, message, note and file of {secondary.full_name} moves to{' '}
        {primary.full_name}; in a project they share, the more advanced stage stays.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setSwapped(!swapped);
            setKeep(new Set());
          }}
        >
          Keep {secondary.full_name} instead
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDismiss}>
          Not a duplicate
        </Button>
        <Button loading={busy} onClick={() => onMerge({ primary, secondary, keep: [...keep] })}>
          Merge
        </Button>
      </div>
    </div>
  );
}
