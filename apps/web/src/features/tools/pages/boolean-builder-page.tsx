import { useMemo, useState } from 'react';
import {
  buildBooleanStrings,
  type BooleanBuilderInput,
} from '@hirelane/domain/search/boolean-builder';
import { suggestTitleSynonyms } from '@hirelane/domain/search/title-synonyms';
import { FormField } from '../../../components/form-field';
import { SkillChipInput } from '../../../components/skill-chip-input';
import { usePageTitle } from '../../../lib/use-page-title';
import { BooleanStringCard } from '../components/boolean-string-card';
import { QueryCheck } from '../components/query-check';

type Lists = { [K in keyof BooleanBuilderInput]: string[] };

const EMPTY: Lists = {
  titles: [],
  synonyms: [],
  mustHaveSkills: [],
  niceToHaveSkills: [],
  locations: [],
  exclusions: [],
};

const FIELDS: { key: keyof Lists; label: string; hint: string; placeholder: string }[] = [
  {
    key: 'titles',
    label: 'Job titles',
    hint: 'Any of them may match. Press Enter or a comma after each.',
    placeholder: 'e.g. Software Engineer',
  },
  {
    key: 'synonyms',
    label: 'Title synonyms',
    hint: 'Other names for the same job, added to the titles.',
    placeholder: 'e.g. Developer',
  },
  {
    key: 'mustHaveSkills',
    label: 'Must-have skills',
    hint: 'Every one of them must match.',
    placeholder: 'e.g. Java',
  },
  {
    key: 'niceToHaveSkills',
    label: 'Nice-to-have skills',
    hint: 'At least one of them must match.',
    placeholder: 'e.g. Kubernetes',
  },
  {
    key: 'locations',
    label: 'Locations',
    hint: 'Any of them may match.',
    placeholder: 'e.g. Berlin',
  },
  {
    key: 'exclusions',
    label: 'Exclude words or companies',
    hint: 'Profiles that mention any of them are left out.',
    placeholder: 'e.g. Recruiter',
  },
];

/** /tools/boolean-builder (SPEC 2.3 Free Tools): Boolean strings for LinkedIn, Google and Hirelane. */
export function BooleanBuilderPage() {
  usePageTitle('Boolean Builder');
  const [lists, setLists] = useState<Lists>(EMPTY);
  const strings = useMemo(() => buildBooleanStrings(lists), [lists]);
  const suggestions = suggestTitleSynonyms([...lists.titles, ...lists.synonyms]);
  const set = (key: keyof Lists) => (values: string[]) =>
    setLists((current) => ({ ...current, [key]: values }));

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold text-stone-900">Boolean Builder</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        Describe who you are looking for and copy a ready Boolean search string for LinkedIn, Google
        or Hirelane’s own talent search. Free, no sign-in needed.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <form
          aria-label="What you are looking for"
          onSubmit={(event) => event.preventDefault()}
          className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          {FIELDS.map((field) => (
            <div key={field.key}>
              <FormField label={field.label} hint={field.hint}>
                {(control) => (
                  <SkillChipInput
                    control={control}
                    label={field.label}
                    value={lists[field.key]}
                    onChange={set(field.key)}
                    placeholder={field.placeholder}
                  />
                )}
              </FormField>
              {field.key === 'synonyms' && suggestions.length > 0 ? (
                <div className="mt-2">
                  <p id="synonym-suggestions" className="text-sm text-stone-600">
                    Suggested synonyms:
                  </p>
                  <ul aria-labelledby="synonym-suggestions" className="mt-1 flex flex-wrap gap-1.5">
                    {suggestions.map((title) => (
                      <li key={title}>
                        <button
                          type="button"
                          aria-label={`Add ${title}`}
                          onClick={() => set('synonyms')([...lists.synonyms, title])}
                          className="min-h-8 rounded-full px-3 py-1 text-sm text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                        >
                          <span aria-hidden="true">+ </span>
                          {title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ))}
        </form>

        <section aria-labelledby="strings-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="strings-heading" className="text-lg font-semibold text-stone-900">
            Your search strings
          </h2>
          <BooleanStringCard
            title="LinkedIn"
            description="For LinkedIn Recruiter or the keywords box of a LinkedIn search."
            value={{ ok: true, text: strings.linkedin }}
          />
          <BooleanStringCard
            title="Google X-ray"
            description="Paste into Google to find public LinkedIn profiles."
            value={{ ok: true, text: strings.google }}
          />
          <BooleanStringCard
            title="Hirelane"
            description="For the search page of a Hirelane project; checked with the search’s own parser."
            value={
              strings.hirelane.ok
                ? { ok: true, text: strings.hirelane.query }
                : { ok: false, message: strings.hirelane.message }
            }
          />
        </section>
      </div>

      <div className="mt-8">
        <QueryCheck />
      </div>
    </main>
  );
}
