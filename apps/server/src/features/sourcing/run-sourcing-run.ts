import { buildJobMatchSpec } from '@hirelane/domain/search/job-match';
import { buildSearchFromJob } from '@hirelane/domain/search/search-from-job';
import {
  isFinishedSourcingRun,
  type SourcingRunStatus,
} from '@hirelane/domain/sourcing/sourcing.schema';
import { sourcingReasonSummary } from '@hirelane/domain/sourcing/sourcing-reason';
import {
  TALENT_SEARCH_MAX_PAGE,
  TALENT_SEARCH_MAX_PAGE_SIZE,
  talentSearchRequestSchema,
  type TalentSearchResult,
} from '@hirelane/domain/search/talent-search.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { LlmError } from '../../integrations/llm/text-provider';
import { findProjectById } from '../projects/project-store';
import { finishSourcingRun, isRunHoldClosed } from './finish-sourcing-run';
import { saveSourcedCandidate } from './save-sourced-candidate';
import { loadSourcingJob } from './sourcing-project';
import { writeReasonWithModel } from './sourcing-model';
import type { SourcingSearch } from './sourcing-search-port';
import {
  countSavedByRun,
  findSourcingRun,
  updateSourcingRun,
  type SourcingRunRow,
} from './sourcing-run-store';

export const RUN_FAILED = 'The run stopped on an error. Nothing more was saved; try again.';

/** Marks a queued run running; null when it is already finished (cancelled, or done by an earlier attempt). */
const claimRun = async (app: AppContext, workspaceId: string, runId: string) =>
  app.db.transaction(async (tx) => {
    const run = await findSourcingRun(tx, workspaceId, runId, { lock: true });
    if (!run || isFinishedSourcingRun(run.status as SourcingRunStatus))
      return { run, claimed: false };
    if (run.status === 'queued')
      await updateSourcingRun(tx, workspaceId, runId, { status: 'running' });
    return { run, claimed: true };
  });

const cancelRequested = async (app: AppContext, run: SourcingRunRow): Promise<boolean> =>
  (await findSourcingRun(app.db, run.workspaceId, run.id))?.cancelRequestedAt != null;

const reasonFor = async (
  app: AppContext,
  run: SourcingRunRow,
  job: JobInput,
  person: TalentSearchResult,
): Promise<{ summary: string; writtenBy: 'model' | 'built-in rules' }> => {
  if (run.helper === 'model') {
    try {
      return { summary: await writeReasonWithModel(app.text, job, person), writtenBy: 'model' };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
    }
  }
  return { summary: sourcingReasonSummary(person.match), writtenBy: 'built-in rules' };
};

/**
 * The agent's run (a queued job): searches with the run's query and filters ranked by the job
 * match, page by page, saves the best people until it has `count` (never a do-not-contact person
 * nor one already in the project), records each one's reason and the progress as it goes, and
 * stops between people when cancelled. Safe to run again: saved people are counted from the
 * run's reasons, a finished run is left alone, and a run whose hold an earlier attempt already
 * settled only records its end.
 */
export const runSourcingRun = async (
  app: AppContext,
  data: { runId: string; workspaceId: string },
  engine: SourcingSearch,
): Promise<void> => {
  const { run, claimed } = await claimRun(app, data.workspaceId, data.runId);
  if (!run || !claimed) return;
  if (run.cancelRequestedAt) return await finishSourcingRun(app.db, run, 'cancelled', null);
  if (await isRunHoldClosed(app.db, run)) {
    const message = 'The run was interrupted after it was charged; it saved nobody more.';
    return await finishSourcingRun(app.db, run, 'done', message);
  }
  try {
    const project = await findProjectById(app.db, run.workspaceId, run.projectId);
    if (!project) return await finishSourcingRun(app.db, run, 'failed', 'The project was deleted.');
    const job = await loadSourcingJob(app.db, run.workspaceId, project);
    const match = buildJobMatchSpec(job, buildSearchFromJob(job).titleSynonyms);
    const scope = {
      workspaceId: run.workspaceId,
      projectId: run.projectId,
      viewer: { userId: run.createdBy ?? '', seesEveryProject: run.seesEveryProject },
    };
    // People saved by this run join the project; were the engine to leave project members out,
    // every later page would start past people it never showed. The agent skips them itself.
    const base = talentSearchRequestSchema.parse({
      query: run.query,
      filters: { ...run.filters, exclude_in_project: false },
      sort: 'match',
      page_size: TALENT_SEARCH_MAX_PAGE_SIZE,
    });
    let saved = await countSavedByRun(app.db, run.workspaceId, run.id);
    let ranked = 0;
    for (let page = 1; saved < run.count && page <= TALENT_SEARCH_MAX_PAGE; page += 1) {
      if (await cancelRequested(app, run))
        return await finishSourcingRun(app.db, run, 'cancelled', null);
      const found = await engine.search(scope, { ...base, page }, match);
      if (page === 1)
        await updateSourcingRun(app.db, run.workspaceId, run.id, { searched: found.total });
      for (const person of found.results) {
        if (saved >= run.count) break;
        ranked += 1;
        if (person.origin !== 'workspace' || person.do_not_contact || person.in_this_project)
          continue;
        if (await cancelRequested(app, run)) {
          await updateSourcingRun(app.db, run.workspaceId, run.id, { ranked });
          return await finishSourcingRun(app.db, run, 'cancelled', null);
        }
        const reason = await reasonFor(app, run, job, person);
        const outcome = await saveSourcedCandidate(app.db, {
          project,
          runId: run.id,
          candidateId: person._id,
          userId: run.createdBy,
          match: person.match,
          ...reason,
        });
        if (outcome === 'saved') saved += 1;
        await updateSourcingRun(app.db, run.workspaceId, run.id, { ranked, saved });
      }
      await updateSourcingRun(app.db, run.workspaceId, run.id, { ranked });
      if (found.results.length < base.page_size || page * base.page_size >= found.total) break;
    }
    const short =
      saved < run.count
        ? `Saved ${saved} of ${run.count}: the search has no more people who are not in the project or marked do-not-contact.`
        : null;
    await finishSourcingRun(app.db, run, 'done', short);
  } catch (error) {
    const message = error instanceof HttpError ? error.message : RUN_FAILED;
    await finishSourcingRun(app.db, run, 'failed', message);
    if (!(error instanceof HttpError)) throw error;
  }
};
