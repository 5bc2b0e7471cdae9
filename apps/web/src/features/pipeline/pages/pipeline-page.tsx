import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { STAGES_BY_AGENT, type PipelineStage } from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProjectQuery } from '../../projects/api/project-detail';
import { projectKeys } from '../../projects/api/query-keys';
import { usePipelineStagesQuery } from '../api/pipeline-stages';
import { pipelineKeys } from '../api/query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { SourceWithRiaButton } from '../../sourcing/components/source-with-ria-button';
import { ProjectInterviews } from '../../calendars/components/project-interviews';
import { AddCandidateButton } from '../components/add-candidate-button';
import { FiltersPopover } from '../components/filters-popover';
import { InviteToInterviewLink } from '../components/invite-to-interview-link';
import { KanbanBoard } from '../components/kanban-board';
import { EmptyPipeline, EmptyStage } from '../components/pipeline-empty';
import { PipelineTable } from '../components/pipeline-table';
import { SavedFiltersMenu } from '../components/saved-filters-menu';
import { StageTabs, SubStageChips, countOf } from '../components/stage-tabs';
import { ViewToggle } from '../components/view-toggle';
import { activeFilterCount, type PipelineFilters, type PipelineSortKey } from '../filter-query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePipelineFilters } from '../hooks/use-pipeline-filters';

const SEARCH_DEBOUNCE_MS = 300;
/** Sorted descending on the first click: newest first, and the best interview score first. */
const NEWEST_FIRST: readonly PipelineSortKey[] = [
  'added_at',
  'stage_changed_at',
  'interview_score',
];

/** The agent's stages; before the project answers, guessed from the stages the server counts. */
const agentOf = (agent: ProjectAgent | undefined, counts: readonly StageCount[]): ProjectAgent =>
  agent ?? (counts.some((entry) => entry.stage_id === 'invited') ? 'charlie' : 'ria');

const nextSort = (filters: PipelineFilters, key: PipelineSortKey): PipelineFilters => ({
  ...filters,
  sort: key,
  order:
    filters.sort === key
      ? filters.order === 'asc'
        ? 'desc'
        : 'asc'
      : NEWEST_FIRST.includes(key)
        ? 'desc'
        : 'asc',
});

function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(value);
  useEffect(() => {
    if (debounced.trim() === written.current) return;
    written.current = debounced.trim();
    onChange(debounced);
  }, [debounced, onChange]);
  useEffect(() => {
    // A saved filter or the back button changed the search: show it.
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);
  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor="pipeline-search" className="sr-only">
        Search candidates in this pipeline
      </label>
      <input
        id="pipeline-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, title, company, e-mail…"
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm"
      />
    </div>
  );
}

/** /app/projects/{id}/pipeline: stage tabs, filters, and the table or kanban view. */
export function PipelinePage() {
  usePageTitle('Pipeline');
  const { id: projectId = '' } = useParams();
  const [addingCandidate, setAddingCandidate] = useState(false);
  const workspaceId = useWorkspaceId();
  const project = useProjectQuery(workspaceId, projectId);
  const stagesQuery = usePipelineStagesQuery(projectId);
  const counts = stagesQuery.data?.stages ?? [];
  const fields = stagesQuery.data?.custom_fields ?? [];
  const { filters, setFilters, view, setView, applyQuery } = usePipelineFilters(fields);
  const agentStages: readonly PipelineStage[] =
    STAGES_BY_AGENT[agentOf(project.data?.agent, counts)];
  const base = `/app/projects/${encodeURIComponent(projectId)}`;
  const filtered = filters.q.trim() !== '' || activeFilterCount(filters) > 0;
  // Charlie projects have no search area (SPEC 2.3: their sidebar is Pipeline and Settings).
  const canSearch = project.data !== undefined && project.data.agent !== 'charlie';
  const pipelineEmpty = stagesQuery.isSuccess && countOf(counts, 'all') === 0;
  const onSearch = (q: string) => setFilters((current) => ({ ...current, q }));
  const queryClient = useQueryClient();
  const refreshPipeline = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pipelineKeys.candidates(workspaceId, projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) }),
    ]);
  const clearFilters = () =>
    setFilters((current) => ({ ...current, q: '', subStage: null, source: null, custom: {} }));

  return (
    <main className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex-1 basis-40">
          <h1 className="text-2xl font-bold text-stone-900">Pipeline</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {canSearch ? (
            <>
              <Link to={`${base}/search`} className={buttonClasses('primary')}>
                Find candidates
              </Link>
              <SourceWithRiaButton projectId={projectId} onSaved={() => void refreshPipeline()} />
            </>
          ) : null}
          <AddCandidateButton
            projectId={projectId}
            open={addingCandidate}
            onOpenChange={setAddingCandidate}
          />
          <Link to={`${base}/pipeline/upload-csv`} className={buttonClasses('secondary')}>
            Upload CSV
          </Link>
          <Link to={`${base}/pipeline/upload-resumes`} className={buttonClasses('secondary')}>
            Upload resumes
          </Link>
        </div>
      </div>

      <ProjectInterviews projectId={projectId} />

      {stagesQuery.isPending ? (
        <p className="flex items-center gap-2 text-stone-600" role="status">
          <Spinner /> Loading the pipeline…
        </p>
      ) : stagesQuery.isError ? (
        <EmptyState
          title="This pipeline could not be loaded"
          description="The project may have been deleted, or you no longer have access to it."
          action={{ label: 'Go to projects', to: '/app/projects' }}
        />
      ) : pipelineEmpty ? (
        <EmptyPipeline
          projectId={projectId}
          canSearch={canSearch}
          onAddCandidate={() => setAddingCandidate(true)}
        />
      ) : (
        <>
          {view === 'table' ? (
            <div className="space-y-3">
              <StageTabs
                stages={agentStages}
                counts={counts}
                current={filters.stage}
                panelId="pipeline-view"
                onChange={(stage) =>
                  setFilters((current) => ({ ...current, stage, subStage: null }))
                }
              />
              <SubStageChips
                stage={filters.stage}
                counts={counts}
                current={filters.subStage}
                onChange={(subStage) => setFilters((current) => ({ ...current, subStage }))}
              />
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <SearchBox value={filters.q} onChange={onSearch} />
            <FiltersPopover
              filters={filters}
              agentStages={agentStages}
              fields={fields}
              onApply={(next) => setFilters(() => next)}
            />
            <SavedFiltersMenu
              projectId={projectId}
              filters={filters}
              onOpen={(saved) => applyQuery(saved.query)}
            />
            <ViewToggle view={view} onChange={setView} />
          </div>
          {view === 'table' ? (
            <PipelineTable
              id="pipeline-view"
              projectId={projectId}
              filters={filters}
              agentStages={agentStages}
              onSort={(key) => setFilters((current) => nextSort(current, key))}
              selectionActions={
                project.data?.agent === 'charlie'
                  ? (ids) => <InviteToInterviewLink projectPath={base} candidateIds={ids} />
                  : undefined
              }
              empty={
                <EmptyStage
                  stage={filters.stage}
                  filtered={filtered}
                  onClearFilters={clearFilters}
                />
              }
            />
          ) : (
            <KanbanBoard
              id="pipeline-view"
              projectId={projectId}
              agentStages={agentStages}
              filters={filters}
            />
          )}
        </>
      )}
    </main>
  );
}
