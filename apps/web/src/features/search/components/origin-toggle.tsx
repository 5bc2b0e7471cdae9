import {
  TALENT_SEARCH_ORIGINS,
  type TalentSearchOrigin,
} from '@hirelane/domain/search/talent-search.schema';

const ORIGIN_LABELS: Record<TalentSearchOrigin, string> = {
  workspace: 'Workspace',
  provider: 'People-data provider',
};

/** Where to search: the people the workspace knows, or the configured people-data provider. */
export function OriginToggle({
  origin,
  onChange,
}: {
  origin: TalentSearchOrigin;
  onChange: (origin: TalentSearchOrigin) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Search in</legend>
      <div className="mt-1.5 inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
        {TALENT_SEARCH_ORIGINS.map((value) => (
          <label
            key={value}
            className={`flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium focus-within:ring-2 focus-within:ring-orange-500 ${
              origin === value ? 'bg-orange-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            <input
              type="radio"
              name="search-origin"
              value={value}
              checked={origin === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {ORIGIN_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
