import { useId } from 'react';

type TeamSearchFieldProps = { query: string; onQueryChange: (query: string) => void };

/** The Team table's search box, by name or e-mail. */
export function TeamSearchField({ query, onQueryChange }: TeamSearchFieldProps) {
  const searchId = useId();
  return (
    <div className="relative md:w-72">
      <label htmlFor={searchId} className="sr-only">
        Search team by name or e-mail
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z M20 20l-4-4" />
      </svg>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Search by name or e-mail"
        autoComplete="off"
        className="block w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
      />
    </div>
  );
}
