import {
  MERGE_DENIED_MESSAGE,
  mergedValues,
  type MergeDuplicatesRequest,
  type MergeDuplicatesResult,
} from '@hirelane/domain/candidates/duplicates.schema';
import {
  normalizeEmail,
  normalizeLinkedinUrl,
  splitFullName,
} from '@hirelane/domain/candidates/identity';
import type { DatabasePool } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { writeAuditLog } from '../admin/audit-log-store';
import { CANDIDATE_NOT_FOUND } from '../candidates/candidate-access';
import { lockWorkspaceCandidates } from '../candidates/candidate-merge-store';
import { loadDuplicatePeople } from './duplicate-store';
import { toDuplicatePerson } from './list-duplicates';
import { movePersonRows } from './merge-people-store';

export const MERGE_AUDIT_ACTION = 'candidate.merge';

type Actor = { id: string; email: string };

/**
 * Merges the secondary person into the primary (decision 043) in ONE transaction: the chosen
 * values, every row of theirs re-pointed (movePersonRows), the union of phones and skills, the
 * stricter contact rule, then the secondary row is deleted and an audit row names both ids.
 */
export const mergeDuplicates = async (
  pool: DatabasePool,
  tenant: TenantContext,
  actor: Actor,
  request: MergeDuplicatesRequest,
): Promise<MergeDuplicatesResult> => {
  if (!tenant.permissions.includes('candidate:merge')) throw forbidden(MERGE_DENIED_MESSAGE);
  const { workspaceId } = tenant;
  const primaryId = request.primary_id;
  const secondaryId = request.secondary_id;
  return withTransaction(pool, async ({ db, sql }) => {
    // The imports' lock: a CSV merge running now finishes first, one starting waits for us.
    await lockWorkspaceCandidates(sql, workspaceId);
    const rows = await loadDuplicatePeople(sql, workspaceId, [primaryId, secondaryId], true);
    const primary = rows.find((row) => row.id === primaryId);
    const secondary = rows.find((row) => row.id === secondaryId);
    if (!primary || !secondary) throw notFound(CANDIDATE_NOT_FOUND);
    const values = mergedValues(
      toDuplicatePerson(primary),
      toDuplicatePerson(secondary),
      request.keep_secondary,
    );
    const names =
      values.full_name === primary.full_name ? null : splitFullName(values.full_name ?? '');

    // The identity keys are unique per workspace: the secondary lets go of them first.
    await sql.query(
      `update candidate set email = null, linkedin_key = null, pool_key = null where id = $1`,
      [secondaryId],
    );
    const counts = await movePersonRows(sql, { workspaceId, primaryId, secondaryId });
    await sql.query(
      `update candidate p set
          full_name = coalesce($3, p.full_name),
          first_name = coalesce($4, p.first_name),
          last_name = coalesce($5, p.last_name),
          email = $6, linkedin_url = $7, linkedin_key = $8,
          current_company = $9, designation = $10, current_city = $11, country = $12, summary = $13,
          phone_numbers = array(select distinct unnest(p.phone_numbers || s.phone_numbers)),
          skills = array(select distinct unnest(p.skills || s.skills)),
          experience = case when p.experience = '[]'::jsonb then s.experience else p.experience end,
          education = case when p.education = '[]'::jsonb then s.education else p.education end,
          normalized_title = coalesce(p.normalized_title, s.normalized_title),
          resume_file_id = coalesce(p.resume_file_id, s.resume_file_id),
          do_not_contact_at = coalesce(p.do_not_contact_at, s.do_not_contact_at),
          do_not_contact_reason = case when p.do_not_contact_at is null
                                       then s.do_not_contact_reason else p.do_not_contact_reason end,
          do_not_contact_by_user_id = case when p.do_not_contact_at is null
                                       then s.do_not_contact_by_user_id else p.do_not_contact_by_user_id end,
          contact_revealed_at = greatest(p.contact_revealed_at, s.contact_revealed_at),
          updated_at = now()
         from candidate s
        where p.id = $1 and s.id = $2`,
      [
        primaryId,
        secondaryId,
        names ? values.full_name : null,
        names?.first_name ?? null,
        names?.last_name ?? null,
        normalizeEmail(values.email),
        values.linkedin_url,
        normalizeLinkedinUrl(values.linkedin_url),
        values.current_company,
        values.designation,
        values.current_city,
        values.country,
        values.summary,
      ],
    );
    await sql.query('delete from candidate where id = $1 and workspace_id = $2', [
      secondaryId,
      workspaceId,
    ]);
    await writeAuditLog(db, {
      actorUserId: actor.id,
      actorEmail: actor.email,
      action: MERGE_AUDIT_ACTION,
      target: primaryId,
      details: {
        workspace_id: workspaceId,
        merged_id: secondaryId,
        kept_from_merged: request.keep_secondary,
        combined_links: counts.combinedLinks,
      },
    });
    return {
      candidate_id: primaryId,
      merged_id: secondaryId,
      moved_links: counts.movedLinks,
      combined_links: counts.combinedLinks,
    };
  });
};
