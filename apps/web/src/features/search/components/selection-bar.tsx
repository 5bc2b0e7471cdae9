import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { TALENT_SEARCH_SELECT_ALL_CAP } from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';

type SelectionBarProps = {
  pageIds: readonly string[];
  selectedCount: number;
  allPageSelected: boolean;
  total: number;
  /** Every result is selected (through the ids call). */
  allSelected: boolean;
  onSelectPage: (selected: boolean) => void;
  onSelectAll: () => void;
  selectingAll: boolean;
  onClear: () => void;
  onSave: (target: 'shortlisted' | 'in_campaign') => void;
  busy: boolean;
  canAddToCampaign: boolean;
};

/** Select one, the page or all results, then save them to the project or add them to its campaign. */
export function SelectionBar(props: SelectionBarProps) {
  const capped = Math.min(props.total, TALENT_SEARCH_SELECT_ALL_CAP);
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-stone-100 px-3 py-2 sm:px-4">
      <label className="flex min-h-8 items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={props.allPageSelected}
          disabled={props.pageIds.length === 0}
          onChange={(event) => props.onSelectPage(event.target.checked)}
          className="size-4 accent-orange-700"
        />
        Select this page
      </label>
      {props.allPageSelected && !props.allSelected && props.total > props.pageIds.length ? (
        <Button
          variant="ghost"
          className="min-h-8 py-1"
          loading={props.selectingAll}
          onClick={props.onSelectAll}
        >
          Select all {abbreviateNumber(capped)} results
          {props.total > TALENT_SEARCH_SELECT_ALL_CAP
            ? ` (of ${abbreviateNumber(props.total)})`
            : ''}
        </Button>
      ) : null}
      {props.selectedCount > 0 ? (
        <>
          <span className="text-sm font-medium text-stone-800" aria-live="polite">
            {props.selectedCount.toLocaleString('en-US')} selected
          </span>
          <Button variant="ghost" className="min-h-8 py-1" onClick={props.onClear}>
            Clear selection
          </Button>
          <span className="flex flex-1 flex-wrap justify-end gap-2">
            <Button onClick={() => props.onSave('shortlisted')} disabled={props.busy}>
              Save to project
            </Button>
            {props.canAddToCampaign ? (
              <Button
                variant="secondary"
                onClick={() => props.onSave('in_campaign')}
                disabled={props.busy}
              >
                Add to campaign
              </Button>
            ) : null}
          </span>
        </>
      ) : null}
    </div>
  );
}
