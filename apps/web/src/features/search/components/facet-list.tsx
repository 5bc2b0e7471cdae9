import { useId, useState } from 'react';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import type {
  TalentFacetName,
  TalentFacets,
  TalentSearchFilters,
} from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';

/** Which filter a facet value goes into when clicked. */
const FACET_FILTER: Record<
  TalentFacetName,
  'titles' | 'companies_include' | 'locations' | 'skills_must'
> = {
  title: 'titles',
  company: 'companies_include',
  location: 'locations',
  skills: 'skills_must',
};

const FACET_TITLES: Record<TalentFacetName, string> = {
  title: 'Top titles',
  company: 'Top companies',
  location: 'Top locations',
  skills: 'Top skills',
};

const FACET_NOUNS: Record<TalentFacetName, string> = {
  title: 'title',
  company: 'company',
  location: 'location',
  skills: 'skill',
};

/** The filters with a facet value added (once). */
export const withFacetValue = (
  filters: TalentSearchFilters,
  facet: TalentFacetName,
  value: string,
): TalentSearchFilters => {
  const key = FACET_FILTER[facet];
  const current = filters[key];
  if (current.some((item) => item.toLowerCase() === value.toLowerCase())) return filters;
  return { ...filters, [key]: [...current, value] };
};

type FacetListProps = {
  facets: TalentFacets;
  filters: TalentSearchFilters;
  onChange: (filters: TalentSearchFilters) => void;
};

/** The top values of title, company, location and skills among the matches; a click narrows to one. */
export function FacetList({ facets, filters, onChange }: FacetListProps) {
  const names = (Object.keys(FACET_TITLES) as TalentFacetName[]).filter(
    (name) => facets[name].length > 0,
  );
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (names.length === 0) return null;
  return (
    <section aria-label="Top values" className="space-y-3">
      {/* On a narrow page the top values fold under a button, so the results come first. */}
      <Button
        variant="secondary"
        className="w-full @3xl:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide top values' : 'Show top titles, companies, locations and skills'}
      </Button>
      <div id={listId} className={`${open ? 'block' : 'hidden'} space-y-3 @3xl:block`}>
        {names.map((name) => (
          <div key={name}>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">
              {FACET_TITLES[name]}
            </h3>
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {facets[name].map((facet) => (
                <li key={facet.value}>
                  <button
                    type="button"
                    onClick={() => onChange(withFacetValue(filters, name, facet.value))}
                    aria-label={`Filter by ${FACET_NOUNS[name]} ${facet.value} (${facet.count.toLocaleString('en-US')} people)`}
                    className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-stone-200 bg-white px-2.5 text-sm text-stone-800 hover:border-orange-300 hover:bg-orange-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                  >
                    {facet.value}
                    <span className="tabular-nums text-stone-500">
                      {abbreviateNumber(facet.count)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
