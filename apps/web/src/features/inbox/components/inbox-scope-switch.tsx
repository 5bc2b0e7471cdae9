export type InboxScope = 'project' | 'all';

const OPTIONS: { value: InboxScope; label: string }[] = [
  { value: 'project', label: 'This project' },
  { value: 'all', label: 'All projects' },
];

/** Which conversations the list shows: this project's, or every one the user may see. */
export function InboxScopeSwitch({
  scope,
  onChange,
}: {
  scope: InboxScope;
  onChange: (scope: InboxScope) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Conversations of"
      className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={scope === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-9 rounded-md px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
            scope === option.value ? 'bg-stone-900 text-white' : 'text-stone-800 hover:bg-stone-50'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
