import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import type { PipelineSortKey, SortOrder } from '../filter-query';
import { SourceBadge, StageBadge } from './stage-badge';
import { ScoringUnavailableBadge, VerdictBadge } from './verdict-badge';

export const ROW_HEIGHT_PX = 52;
export const GRID_COLUMNS =
  'grid grid-cols-[48px_minmax(200px,1.4fr)_minmax(160px,1fr)_minmax(150px,1fr)_minmax(140px,1fr)_170px_160px_150px]';
/** A charlie project's table: the interview verdict column after the stage. */
export const INTERVIEW_GRID_COLUMNS =
  'grid grid-cols-[48px_minmax(200px,1.4fr)_minmax(160px,1fr)_minmax(150px,1fr)_minmax(140px,1fr)_170px_170px_160px_150px]';
export const TABLE_MIN_WIDTH_PX = 1180;
export const INTERVIEW_TABLE_MIN_WIDTH_PX = 1350;

export const COLUMNS: { key: PipelineSortKey; label: string }[] = [
  { key: 'full_name', label: 'Name' },
  { key: 'designation', label: 'Title' },
  { key: 'current_company', label: 'Company' },
  { key: 'current_city', label: 'Location' },
  { key: 'stage', label: 'Stage' },
  { key: 'source', label: 'Source' },
  { key: 'added_at', label: 'Added' },
];

/** The columns of a charlie project: the AI interview's verdict and score after the stage. */
export const INTERVIEW_COLUMNS: { key: PipelineSortKey; label: string }[] = [
  ...COLUMNS.slice(0, 5),
  { key: 'interview_score', label: 'Interview' },
  ...COLUMNS.slice(5),
];

/** The AI interview's verdict as a coloured badge with its score, or where the interview is. */
export function InterviewCell({ interview }: { interview: PipelineCandidate['interview'] }) {
  if (!interview) return <span className="text-stone-500">—</span>;
  if (interview.status === 'pending') return <span className="truncate">Scoring…</span>;
  if (interview.status === 'scoring_unavailable' || !interview.verdict)
    return <ScoringUnavailableBadge />;
  return <VerdictBadge verdict={interview.verdict} score={interview.score} />;
}

const CELL = 'flex min-w-0 items-center px-3 text-sm text-stone-700';

export const candidateLocation = (candidate: Pick<PipelineCandidate, 'current_city' | 'country'>) =>
  [candidate.current_city, candidate.country].filter(Boolean).join(', ');

type SortHeaderProps = {
  column: { key: PipelineSortKey; label: string };
  sort: PipelineSortKey;
  order: SortOrder;
  onSort: (key: PipelineSortKey) => void;
};

export function SortHeader({ column, sort, order, onSort }: SortHeaderProps) {
  const active = sort === column.key;
  return (
    <div
      role="columnheader"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="flex min-w-0 items-center px-1"
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className="flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-semibold tracking-wide text-stone-700 uppercase hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        {column.label}
        <span aria-hidden="true" className={active ? 'text-orange-700' : 'text-stone-400'}>
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">, sort</span>
      </button>
    </div>
  );
}

type CandidateRowProps = {
  candidate: PipelineCandidate;
  /** A charlie project: the interview column is shown. */
  interview?: boolean;
  rowIndex: number;
  top: number;
  selected: boolean;
  href: string;
  onToggle: (candidate: PipelineCandidate) => void;
  onOpen: (candidate: PipelineCandidate) => void;
};

export function CandidateRow({
  candidate,
  interview = false,
  rowIndex,
  top,
  selected,
  href,
  onToggle,
  onOpen,
}: CandidateRowProps) {
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('input, a, button, label')) return;
    onOpen(candidate);
  };
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      onClick={onClick}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT_PX }}
      className={`${interview ? INTERVIEW_GRID_COLUMNS : GRID_COLUMNS} absolute top-0 left-0 w-full cursor-pointer border-b border-stone-100 ${
        selected ? 'bg-orange-50' : 'bg-white hover:bg-stone-50'
      }`}
    >
      <div role="cell" className={`${CELL} justify-center`}>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(candidate)}
          aria-label={`Select ${candidate.full_name}`}
          className="size-4 accent-orange-700"
        />
      </div>
      <div role="cell" className={CELL}>
        <Link
          to={href}
          className="truncate font-medium text-stone-900 hover:text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        >
          {candidate.full_name || 'Unnamed candidate'}
        </Link>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{candidate.designation ?? '—'}</span>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{candidate.current_company ?? '—'}</span>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{candidateLocation(candidate) || '—'}</span>
      </div>
      <div role="cell" className={CELL}>
        <StageBadge stage={candidate.stage} subStage={candidate.sub_stage} />
      </div>
      {interview ? (
        <div role="cell" className={CELL}>
          <InterviewCell interview={candidate.interview} />
        </div>
      ) : null}
      <div role="cell" className={CELL}>
        <SourceBadge source={candidate.source} submittedBy={candidate.submitted_by} />
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{formatRelativeOrDateTime(candidate.added_at)}</span>
      </div>
    </div>
  );
}

export function PlaceholderRow({
  rowIndex,
  top,
  interview = false,
}: {
  rowIndex: number;
  top: number;
  interview?: boolean;
}) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-busy="true"
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT_PX }}
      className={`${interview ? INTERVIEW_GRID_COLUMNS : GRID_COLUMNS} absolute top-0 left-0 w-full border-b border-stone-100 bg-white`}
    >
      {Array.from({ length: interview ? 9 : 8 }, (_, cell) => (
        <div role="cell" key={cell} className={CELL}>
          <span className="h-3 w-3/4 animate-pulse rounded bg-stone-200" />
          {cell === 1 ? <span className="sr-only">Loading…</span> : null}
        </div>
      ))}
    </div>
  );
}
