import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidate } from '../../db/schema/candidates';

/** The workspace's person with this LinkedIn key (decision 006), if any. */
export const findCandidateIdByLinkedinKey = async (
  db: Executor,
  workspaceId: string,
  linkedinKey: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: candidate.id })
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.linkedinKey, linkedinKey)))
    .limit(1);
  return row?.id ?? null;
};
