import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaign,
  campaignEnrollment,
  campaignSequenceVersion,
  campaignStep,
} from '../../db/schema/campaigns';
import { candidate, projectCandidate } from '../../db/schema/candidates';

/*
 * Sequence versions and enrolments (docs/decisions/008). A candidate who starts a campaign runs a
 * frozen copy of the head as it was at that moment; later edits only reach later starters.
 */

/**
 * The id of the frozen copy of the campaign's current head, made now if this head version has
 * none yet. The campaign row is read FOR SHARE, so a step edit (which holds it FOR UPDATE) cannot
 * slip between reading head_version and copying the steps; concurrent pins meet on the unique
 * (campaign_id, version) and both answer the one copy.
 */
export const pinSequenceVersion = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<string> => {
  const [head] = await tx
    .select({ version: campaign.headVersion })
    .from(campaign)
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)))
    .for('share');
  if (!head) throw new Error(`campaign ${campaignId} not found in workspace ${workspaceId}`);
  await tx.execute(sql`
    insert into ${campaignSequenceVersion} (workspace_id, campaign_id, version, steps)
    select ${workspaceId}, ${campaignId}, ${head.version},
           coalesce(jsonb_agg(jsonb_build_object(
             'step_id', s.id, 'order', s.ord, 'type', s.type, 'config', s.config) order by s.ord),
           '[]'::jsonb)
      from (select id, type, config,
                   row_number() over (order by position, created_at) as ord
              from ${campaignStep}
             where workspace_id = ${workspaceId} and campaign_id = ${campaignId}) s
    on conflict (campaign_id, version) do nothing`);
  const [pinned] = await tx
    .select({ id: campaignSequenceVersion.id })
    .from(campaignSequenceVersion)
    .where(
      and(
        eq(campaignSequenceVersion.workspaceId, workspaceId),
        eq(campaignSequenceVersion.campaignId, campaignId),
        eq(campaignSequenceVersion.version, head.version),
      ),
    );
  if (!pinned) throw new Error(`sequence version ${head.version} of ${campaignId} missing`);
  return pinned.id;
};

/**
 * Enrols the workspace's candidates among `candidateIds` in the campaign, in one statement;
 * people already enrolled are left as they are. In a running campaign they start at once on the
 * pinned current version, otherwise they wait for the launch. Answers how many were enrolled.
 */
export const enrollCandidates = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  candidateIds: string[],
): Promise<number> => {
  if (candidateIds.length === 0) return 0;
  // FOR SHARE: a launch or pause (FOR UPDATE) waits for this move, or this move sees its result.
  const [state] = await tx
    .select({ running: campaign.status })
    .from(campaign)
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)))
    .for('share');
  if (!state) return 0;
  const versionId = state.running ? await pinSequenceVersion(tx, workspaceId, campaignId) : null;
  const result = await tx.execute(sql`
    insert into ${campaignEnrollment}
      (workspace_id, campaign_id, candidate_id, status, sequence_version_id, started_at, next_run_at)
    select ${workspaceId}, ${campaignId}, c.id,
           ${state.running ? 'active' : 'waiting'}, ${versionId}::uuid,
           ${state.running ? sql`now()` : sql`null`}, ${state.running ? sql`now()` : sql`null`}
      from ${candidate} c
     where c.workspace_id = ${workspaceId} and c.id = any(${sql.param(candidateIds)}::uuid[])
    on conflict (campaign_id, candidate_id) do nothing`);
  return result.rowCount ?? 0;
};

/**
 * At launch: whoever is in the project's in_campaign stage and not enrolled yet (placed there
 * without a move, like the demo's pipeline) waits for the start, like everyone moved there while
 * the campaign was paused. People marked engaging have already replied: a sequence must not
 * write to them again. Answers how many were enrolled.
 */
export const enrollInCampaignStage = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  projectId: string,
): Promise<number> => {
  const result = await tx.execute(sql`
    insert into ${campaignEnrollment} (workspace_id, campaign_id, candidate_id, status)
    select ${workspaceId}, ${campaignId}, pc.candidate_id, 'waiting'
      from ${projectCandidate} pc
     where pc.workspace_id = ${workspaceId} and pc.project_id = ${projectId}
       and pc.stage = 'in_campaign' and pc.sub_stage is distinct from 'engaging'
    on conflict (campaign_id, candidate_id) do nothing`);
  return result.rowCount ?? 0;
};

/** At launch: everyone waiting starts now on the version pinned for this launch. */
export const startWaitingEnrollments = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<number> => {
  const waiting = await tx
    .select({ id: campaignEnrollment.id })
    .from(campaignEnrollment)
    .where(
      and(
        eq(campaignEnrollment.workspaceId, workspaceId),
        eq(campaignEnrollment.campaignId, campaignId),
        eq(campaignEnrollment.status, 'waiting'),
      ),
    )
    .limit(1);
  if (waiting.length === 0) return 0;
  const versionId = await pinSequenceVersion(tx, workspaceId, campaignId);
  const started = await tx
    .update(campaignEnrollment)
    .set({
      status: 'active',
      sequenceVersionId: versionId,
      startedAt: sql`now()`,
      nextRunAt: sql`now()`,
    })
    .where(
      and(
        eq(campaignEnrollment.workspaceId, workspaceId),
        eq(campaignEnrollment.campaignId, campaignId),
        eq(campaignEnrollment.status, 'waiting'),
      ),
    );
  return started.rowCount ?? 0;
};
