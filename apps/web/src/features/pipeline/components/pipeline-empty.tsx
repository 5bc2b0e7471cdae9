import { Link } from 'react-router';
import { STAGE_LABELS, type PipelineStage } from '@hirelane/domain/pipeline/stages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

const projectBase = (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}`;

type EmptyPipelineProps = {
  projectId: string;
  /** Opens the form that adds one person by hand; the button shows only when it is given. */
  onAddCandidate?: () => void;
  /** The project has a search area (not charlie projects): offer finding candidates there. */
  canSearch?: boolean;
};

/**
 * The whole pipeline is empty: the ways to add candidates. A new project opens here; finding
 * candidates with the search comes first where the project has one.
 */
export function EmptyPipeline({
  projectId,
  onAddCandidate,
  canSearch = false,
}: EmptyPipelineProps) {
  const base = projectBase(projectId);
  return (
    <EmptyState
      title="No candidates in this pipeline yet"
      description={`${canSearch ? 'Find candidates with the search, or import' : 'Import'} candidates from a CSV file or from their resumes${
        onAddCandidate ? ', or add one by hand' : ''
      }. They land in the first stage of the pipeline.`}
    >
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {canSearch ? (
          <Link to={`${base}/search`} className={buttonClasses('primary')}>
            Find candidates
          </Link>
        ) : null}
        <Link
          to={`${base}/pipeline/upload-csv`}
          className={buttonClasses(canSearch ? 'secondary' : 'primary')}
        >
          Upload CSV
        </Link>
        <Link to={`${base}/pipeline/upload-resumes`} className={buttonClasses('secondary')}>
          Upload resumes
        </Link>
        {onAddCandidate ? (
          <Button variant="secondary" onClick={onAddCandidate}>
            Add candidate
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}

type EmptyStageProps = { stage: PipelineStage; filtered: boolean; onClearFilters: () => void };

/** One stage (or the current filters) has no candidates. */
export function EmptyStage({ stage, filtered, onClearFilters }: EmptyStageProps) {
  if (filtered) {
    return (
      <EmptyState
        title="No candidates match"
        description="No candidate in this stage matches the search and filters. Clear them to see everyone."
      >
        <Button className="mt-6" onClick={onClearFilters}>
          Clear search and filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={`No candidates in ${STAGE_LABELS[stage]}`}
      description="Candidates show up here once they are moved to this stage from the table or the kanban board."
    />
  );
}
