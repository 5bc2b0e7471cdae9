import type { InboxFilters } from '../api/inbox';

type Toggle = { key: 'unread' | 'mine' | 'needsReply'; label: string };
const TOGGLES: Toggle[] = [
  { key: 'unread', label: 'Unread' },
  { key: 'mine', label: 'Assigned to me' },
  { key: 'needsReply', label: 'Needs reply' },
];

/** The filters, kept in the address by the page. Channel: e-mail is the only one so far. */
export function InboxFiltersBar({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange: (next: InboxFilters) => void;
}) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-center gap-2">
      {TOGGLES.map((toggle) => (
        <button
          key={toggle.key}
          type="button"
          aria-pressed={filters[toggle.key]}
          onClick={() => onChange({ ...filters, [toggle.key]: !filters[toggle.key] })}
          className={`min-h-9 rounded-full border px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
            filters[toggle.key]
              ? 'border-orange-700 bg-orange-700 text-white'
              : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
          }`}
        >
          {toggle.label}
        </button>
      ))}
      <label className="flex items-center gap-2 text-sm text-stone-700">
        Channel
        <select
          value={filters.channel ?? ''}
          onChange={(event) =>
            onChange({ ...filters, channel: event.target.value === 'email' ? 'email' : null })
          }
          className="min-h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
        >
          <option value="">All</option>
          <option value="email">E-mail</option>
        </select>
      </label>
    </div>
  );
}
