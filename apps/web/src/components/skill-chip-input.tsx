import { useState, type KeyboardEvent } from 'react';
import { MAX_SKILLS_PER_JOB } from '@hirelane/domain/projects/job.schema';
import type { ControlProps } from './form-field';
import { CloseIcon } from './ui/icons';

type SkillChipInputProps = {
  control: ControlProps;
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  placeholder?: string;
  max?: number;
};

/** Adds the skills in `text` (comma or line separated) that are not there yet, case-insensitive. */
export const addSkills = (current: string[], text: string, max = MAX_SKILLS_PER_JOB): string[] => {
  const next = [...current];
  for (const raw of text.split(/[,\n]/)) {
    const skill = raw.trim().slice(0, 60);
    if (!skill || next.length >= max) continue;
    if (!next.some((existing) => existing.toLowerCase() === skill.toLowerCase())) next.push(skill);
  }
  return next;
};

/** A chip input (skills, select options): Enter or comma adds a skill, Backspace on an empty input removes the last one. */
export function SkillChipInput({
  control,
  label,
  value,
  onChange,
  error,
  placeholder = 'Type a skill and press Enter',
  max = MAX_SKILLS_PER_JOB,
}: SkillChipInputProps) {
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    if (text.trim()) onChange(addSkills(value, text, max));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={`mt-1.5 flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm focus-within:ring-2 ${
        error
          ? 'border-red-500 focus-within:ring-red-200'
          : 'border-stone-300 focus-within:border-orange-500 focus-within:ring-orange-200'
      }`}
    >
      <ul aria-label={`${label} added`} className="contents">
        {value.map((skill) => (
          <li
            key={skill}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-orange-50 py-0.5 pl-2.5 pr-1 text-sm text-orange-900 ring-1 ring-orange-200"
          >
            <span className="truncate">{skill}</span>
            <button
              type="button"
              aria-label={`Remove ${skill}`}
              onClick={() => onChange(value.filter((item) => item !== skill))}
              className="grid size-5 place-items-center rounded-full text-orange-800 hover:bg-orange-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              <CloseIcon className="size-3.5" strokeWidth={2.5} />
            </button>
          </li>
        ))}
      </ul>
      <input
        {...control}
        type="text"
        value={draft}
        placeholder={value.length === 0 ? placeholder : 'Add another'}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
        onPaste={(event) => {
          const text = event.clipboardData.getData('text');
          if (/[,\n]/.test(text)) {
            event.preventDefault();
            commit(`${draft}${text}`);
          }
        }}
        className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base text-stone-900 placeholder:text-stone-500 focus:outline-none sm:text-sm"
      />
    </div>
  );
}
