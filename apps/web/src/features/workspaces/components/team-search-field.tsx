import { useId } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

type TeamSearchFieldProps = { query: string; onQueryChange: (query: string) => void };

/** The Team table's search box, by name or e-mail. */
export function TeamSearchField({ query, onQueryChange }: TeamSearchFieldProps) {
  const searchId = useId();
  return (
    <div className="relative md:w-72">
      <label htmlFor={searchId} className="sr-only">
        Search team by name or e-mail
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
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
