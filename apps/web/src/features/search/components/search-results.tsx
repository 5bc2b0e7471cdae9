import { useState } from 'react';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import type { QueryTerms } from '@hirelane/domain/search/query-terms';
import {
  TALENT_SEARCH_MAX_PAGE,
  type TalentSearchPage,
  type TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';
import { fetchAllResultIds, type SaveTarget } from '../api/talent-search';
import { useSaveTalent } from '../api/use-save-talent';
import { ResultRow } from './result-row';
import { SaveProgressNote } from './save-progress';
import { SelectionBar } from './selection-bar';

type SearchResultsProps = {
  projectId: string;
  request: TalentSearchRequestInput & { page: number; page_size: number };
  data: TalentSearchPage;
  terms: QueryTerms;
  askedSkills: readonly string[];
  canAddToCampaign: boolean;
  onPage: (page: number) => void;
  /** Changes whenever the search (not the page) changes: the selection starts again. */
  searchKey: string;
};

/** The people found, their selection across pages, the save and the pagination. */
export function SearchResults(props: SearchResultsProps) {
  const { data, request, projectId } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allSelected, setAllSelected] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const [savingOne, setSavingOne] = useState<string | null>(null);
  const saver = useSaveTalent(projectId);

  const [selectionOf, setSelectionOf] = useState(props.searchKey);
  if (selectionOf !== props.searchKey) {
    setSelectionOf(props.searchKey);
    setSelected(new Set());
    setAllSelected(false);
  }

  const pageIds = data.results.map((result) => result._id);
  const allPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const origin = request.origin ?? 'workspace';
  const busy = saver.progress !== null;

  const toggle = (ids: readonly string[], on: boolean) => {
    setAllSelected(false);
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const answer = await fetchAllResultIds(projectId, { ...request, page: 1, facets: false });
      setSelected(new Set(answer.ids));
      setAllSelected(true);
    } catch {
      // The api client has shown the SPEC 8 toast.
    } finally {
      setSelectingAll(false);
    }
  };
  const saveSelected = async (target: SaveTarget) => {
    const result = await saver.save([...selected], origin, target);
    toggle(result.savedIds, false);
  };
  const saveOne = async (id: string) => {
    setSavingOne(id);
    try {
      await saver.save([id], origin, 'shortlisted');
    } finally {
      setSavingOne(null);
    }
  };

  const first = (data.page - 1) * data.page_size + 1;
  const last = first + data.results.length - 1;
  const lastPage = Math.min(
    TALENT_SEARCH_MAX_PAGE,
    Math.max(1, Math.ceil(data.total / data.page_size)),
  );

  return (
    <div className="space-y-3">
      <SaveProgressNote
        progress={saver.progress}
        outcome={saver.outcome}
        onDismiss={saver.dismiss}
      />
      <section aria-label="Search results" className="rounded-xl border border-stone-200 bg-white">
        <SelectionBar
          pageIds={pageIds}
          selectedCount={selected.size}
          allPageSelected={allPageSelected}
          total={data.total}
          allSelected={allSelected}
          onSelectPage={(on) => toggle(pageIds, on)}
          onSelectAll={() => void selectAll()}
          selectingAll={selectingAll}
          onClear={() => toggle([...selected], false)}
          onSave={(target) => void saveSelected(target)}
          busy={busy}
          canAddToCampaign={props.canAddToCampaign}
        />
        <ul className="divide-y divide-stone-100">
          {data.results.map((result) => (
            <ResultRow
              key={result._id}
              result={result}
              projectId={projectId}
              terms={props.terms}
              askedSkills={props.askedSkills}
              inProject={result.in_this_project || saver.savedIds.has(result._id)}
              selected={selected.has(result._id)}
              onSelect={(on) => toggle([result._id], on)}
              onSave={() => void saveOne(result._id)}
              saving={savingOne === result._id}
            />
          ))}
        </ul>
      </section>
      <nav aria-label="Result pages" className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
          {data.total_is_estimate ? 'about ' : null}
          <span title={data.total.toLocaleString('en-US')}>
            {abbreviateNumber(data.total)}
          </span>{' '}
          people
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => props.onPage(data.page - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-stone-700">
            Page {data.page} of {abbreviateNumber(lastPage)}
          </span>
          <Button
            variant="secondary"
            disabled={data.page >= lastPage}
            onClick={() => props.onPage(data.page + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
