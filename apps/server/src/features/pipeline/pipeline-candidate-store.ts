import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CandidateSource } from '@hirelane/domain/product/candidate-sources';
import { submittersOf } from './submitter-store';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import { recordStageEntries } from '../workflow-events/workflow-event-store';
import type { Executor } from '../../db/client';
import { candidate, projectCandidate, stageHistory } from '../../db/schema/candidates';

export type CustomFilter =
  | { fieldId: string; kind: 'equals'; value: string }
  | { fieldId: string; kind: 'contains'; value: string }
  | { fieldId: string; kind: 'number'; min: number | null; max: number | null }
  | { fieldId: string; kind: 'date'; min: string | null; max: string | null };

export type PipelineFilters = {
  stage?: CandidateStage | undefined;
  subStage?: SubStage | undefined;
  source?: CandidateSource | undefined;
  q?: string | undefined;
  custom: CustomFilter[];
};

export type PipelineSortKey =
  | 'full_name'
  | 'designation'
  | 'current_company'
  | 'current_city'
  | 'stage'
  | 'source'
  | 'added_at'
  | 'stage_changed_at'
  | 'interview_score';

/**
 * The evaluation of the person's live interview invitation in this project (at most one, see
 * interview_invitation_live_uq); read here, owned by the interviews feature.
 */
const liveEvaluation = (select: SQL) => sql`(
  select ${select} from interview_evaluation e
    join interview_invitation i on i.id = e.invitation_id
   where i.workspace_id = ${projectCandidate.workspaceId}
     and i.project_id = ${projectCandidate.projectId}
     and i.candidate_id = ${projectCandidate.candidateId}
     and i.revoked_at is null
   limit 1)`;

/** Sort expressions; `nullable` ones put empty values last both ways. */
const SORT_COLUMNS: Record<PipelineSortKey, { column: SQL; nullable: boolean }> = {
  full_name: { column: sql`lower(${candidate.fullName})`, nullable: false },
  designation: { column: sql`lower(${candidate.designation})`, nullable: true },
  current_company: { column: sql`lower(${candidate.currentCompany})`, nullable: true },
  current_city: { column: sql`lower(${candidate.currentCity})`, nullable: true },
  stage: { column: sql`${projectCandidate.stage}`, nullable: false },
  source: { column: sql`${projectCandidate.source}`, nullable: false },
  // Plain columns in index order (project_candidate_added_idx), so the first page reads 100 rows.
  added_at: { column: sql`${projectCandidate.addedAt}`, nullable: false },
  stage_changed_at: { column: sql`${projectCandidate.stageChangedAt}`, nullable: false },
  interview_score: { column: liveEvaluation(sql`e.overall_score`), nullable: true },
};

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

const customCondition = (filter: CustomFilter): SQL => {
  const text = sql`(${projectCandidate.customValues} ->> ${filter.fieldId}::text)`;
  if (filter.kind === 'equals') return sql`${text} = ${filter.value}`;
  if (filter.kind === 'contains')
    return sql`${text} ilike ${`%${filter.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  // Values are checked on write, but the cast still guards against anything else stored there.
  const value =
    filter.kind === 'number'
      ? sql`(case when jsonb_typeof(${projectCandidate.customValues} -> ${filter.fieldId}::text) = 'number' then ${text}::numeric end)`
      : text;
  const parts: SQL[] = [sql`${value} is not null`];
  if (filter.min !== null) parts.push(sql`${value} >= ${filter.min}`);
  if (filter.max !== null) parts.push(sql`${value} <= ${filter.max}`);
  return and(...parts) as SQL;
};

const whereOf = (workspaceId: string, projectId: string, filters: PipelineFilters): SQL => {
  const conditions: SQL[] = [
    eq(projectCandidate.workspaceId, workspaceId),
    eq(projectCandidate.projectId, projectId),
  ];
  if (filters.stage) conditions.push(eq(projectCandidate.stage, filters.stage));
  if (filters.subStage) conditions.push(eq(projectCandidate.subStage, filters.subStage));
  if (filters.source) conditions.push(eq(projectCandidate.source, filters.source));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      sql`(${candidate.fullName} ilike ${pattern} or ${candidate.email} ilike ${pattern} or ${candidate.designation} ilike ${pattern} or ${candidate.currentCompany} ilike ${pattern})`,
    );
  }
  for (const filter of filters.custom) conditions.push(customCondition(filter));
  return and(...conditions) as SQL;
};

export const listPipelineCandidates = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  filters: PipelineFilters,
  page: { sort: PipelineSortKey; order: 'asc' | 'desc'; offset: number; limit: number },
  /** The total when the caller already knows it (from the stage counts); counted otherwise. */
  knownTotal?: Promise<number>,
): Promise<{ items: PipelineCandidate[]; total: number }> => {
  const where = whereOf(workspaceId, projectId, filters);
  const { column, nullable } = SORT_COLUMNS[page.sort];
  const order = sql.raw(page.order === 'asc' ? 'asc' : 'desc');
  const nulls = sql.raw(nullable ? ' nulls last' : '');
  const [rows, totals] = await Promise.all([
    db
      .select({
        candidate,
        link: projectCandidate,
        interview: liveEvaluation(
          sql`json_build_object('status', e.status, 'verdict', e.verdict, 'score', e.overall_score)`,
        ).mapWith((value: PipelineCandidate['interview']) => value ?? null),
      })
      .from(projectCandidate)
      .innerJoin(candidate, eq(candidate.id, projectCandidate.candidateId))
      .where(where)
      .orderBy(sql`${column} ${order}${nulls}`, sql`${projectCandidate.id} ${order}`)
      .offset(page.offset)
      .limit(page.limit),
    knownTotal ??
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(projectCandidate)
        .innerJoin(candidate, eq(candidate.id, projectCandidate.candidateId))
        .where(where)
        .then((rows) => rows[0]?.total ?? 0),
  ]);
  const submitters = await submittersOf(
    db,
    workspaceId,
    projectId,
    rows.filter(({ link }) => link.source === 'partner').map(({ candidate: person }) => person.id),
  );
  return {
    total: totals,
    items: rows.map(({ candidate: person, link, interview }) => ({
      _id: person.id,
      full_name: person.fullName,
      email: person.email,
      designation: person.designation,
      current_company: person.currentCompany,
      current_city: person.currentCity,
      country: person.country,
      linkedin_url: person.linkedinUrl,
      source: link.source as CandidateSource,
      ...(submitters.has(person.id) ? { submitted_by: submitters.get(person.id) ?? null } : {}),
      stage: link.stage as CandidateStage,
      sub_stage: link.subStage as SubStage | null,
      custom_values: link.customValues,
      added_at: link.addedAt.toISOString(),
      stage_changed_at: link.stageChangedAt.toISOString(),
      interview: interview ?? null,
    })),
  };
};

export type LockedLink = {
  id: string;
  candidateId: string;
  stage: string;
  customValues: Record<string, string | number | null>;
};

/** Locks the project links of these people (in id order, so concurrent moves cannot deadlock). */
export const lockProjectLinks = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
): Promise<LockedLink[]> => {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      id: projectCandidate.id,
      candidateId: projectCandidate.candidateId,
      stage: projectCandidate.stage,
      customValues: projectCandidate.customValues,
    })
    .from(projectCandidate)
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.projectId, projectId),
        inArray(projectCandidate.candidateId, candidateIds),
      ),
    )
    .orderBy(asc(projectCandidate.id))
    .for('update');
};

/**
 * Moves the links and writes one stage history row per move (who, when, from, to). The moves
 * fire the project's stage workflows in the same transaction (decision 042): answers the ids of
 * the queued workflow runs, for a caller that queues their job at once.
 */
export const applyMoves = async (
  db: Executor,
  workspaceId: string,
  moves: Array<{ linkId: string; from: string }>,
  to: CandidateStage,
  subStage: SubStage | null,
  /** null: the system moved them (the interview scoring job). */
  userId: string | null,
): Promise<string[]> => {
  if (moves.length === 0) return [];
  const ids = moves.map((move) => move.linkId);
  await db
    .update(projectCandidate)
    .set({ stage: to, subStage, stageChangedAt: sql`now()` })
    .where(and(eq(projectCandidate.workspaceId, workspaceId), inArray(projectCandidate.id, ids)));
  const history = await db.execute<{ id: string }>(sql`
    insert into ${stageHistory}
      (workspace_id, project_candidate_id, project_id, from_stage, to_stage, moved_by_user_id)
    select ${workspaceId}, moved.id, pc.project_id, moved.from_stage, ${to}, ${userId}
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(moves.map((move) => move.from))}::text[])
        as moved(id, from_stage)
      join ${projectCandidate} pc on pc.id = moved.id and pc.workspace_id = ${workspaceId}
    returning id`);
  return recordStageEntries(
    db,
    workspaceId,
    history.rows.map((row) => row.id),
  );
};

export const writeCustomValues = async (
  db: Executor,
  workspaceId: string,
  linkId: string,
  values: Record<string, string | number | null>,
): Promise<void> => {
  await db
    .update(projectCandidate)
    .set({ customValues: values })
    .where(and(eq(projectCandidate.workspaceId, workspaceId), eq(projectCandidate.id, linkId)));
};
