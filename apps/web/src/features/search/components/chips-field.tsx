import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/ui/icons';

type ChipsFieldProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  max?: number;
};

/** A list of values typed one by one: Enter or a comma adds one, each chip has its remove button. */
export function ChipsField({ label, values, onChange, placeholder, max = 20 }: ChipsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;

  const commit = () => {
    const value = draft.trim().replace(/,$/, '').trim();
    setDraft('');
    if (value === '' || full) return;
    if (values.some((existing) => existing.toLowerCase() === value.toLowerCase())) return;
    onChange([...values, value.slice(0, 100)]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {values.length > 0 ? (
        <ul aria-label={label} className="mt-1.5 flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-orange-50 py-0.5 pl-2.5 pr-1 text-sm text-orange-900"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value} from ${label}`}
                onClick={() => onChange(values.filter((item) => item !== value))}
                className="grid size-6 place-items-center rounded-full hover:bg-orange-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        disabled={full}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        placeholder={full ? `At most ${max}` : (placeholder ?? 'Type and press Enter')}
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 disabled:bg-stone-100 sm:text-sm"
      />
    </div>
  );
}
