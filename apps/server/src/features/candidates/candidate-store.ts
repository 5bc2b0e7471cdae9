import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidate } from '../../db/schema/candidates';
import type { PersonFields } from './merge-profile';

export type CandidateRow = typeof candidate.$inferSelect;

export const toPersonFieldsOfRow = (row: CandidateRow): PersonFields => ({
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: row.fullName,
  email: row.email,
  linkedinKey: row.linkedinKey,
  linkedinUrl: row.linkedinUrl,
  currentCompany: row.currentCompany,
  designation: row.designation,
  phoneNumbers: row.phoneNumbers,
  currentCity: row.currentCity,
  country: row.country,
  normalizedTitle: row.normalizedTitle,
  skills: row.skills,
  summary: row.summary,
  experience: row.experience,
  education: row.education,
});

/** The people holding these identity keys, locked; at most one per key. */
export const lockByIdentity = async (
  db: Executor,
  workspaceId: string,
  keys: { email: string | null; linkedinKey: string | null },
): Promise<CandidateRow[]> => {
  const matches = [
    keys.email ? eq(candidate.email, keys.email) : undefined,
    keys.linkedinKey ? eq(candidate.linkedinKey, keys.linkedinKey) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return [];
  return db
    .select()
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), or(...matches)))
    .orderBy(asc(candidate.id))
    .for('update');
};

/** Inserts the person unless one of its identity keys is already taken (then returns undefined). */
export const insertCandidateIfNew = async (
  db: Executor,
  workspaceId: string,
  fields: PersonFields,
  source: string,
  resumeFileId: string | null,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .insert(candidate)
    .values({ workspaceId, ...fields, source, resumeFileId })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const updateCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  change: Partial<PersonFields> & { resumeFileId?: string },
): Promise<void> => {
  await db
    .update(candidate)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)));
};

export const findCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .select()
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)));
  return row;
};

/** The person, locked until the transaction ends (a reveal re-reads it before writing). */
export const lockCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .select()
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)))
    .for('update');
  return row;
};

/** Writes what a contact reveal found (only the additions) and when. */
export const recordContactReveal = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  change: { email?: string; phoneNumbers: string[]; at: Date },
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .update(candidate)
    .set({
      ...(change.email ? { email: change.email } : {}),
      phoneNumbers: change.phoneNumbers,
      contactRevealedAt: change.at,
      updatedAt: change.at,
    })
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)))
    .returning();
  return row;
};

/** Which of these addresses people of the workspace already hold (one e-mail per person). */
export const findHeldEmails = async (
  db: Executor,
  workspaceId: string,
  emails: string[],
): Promise<Set<string>> => {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: candidate.email })
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), inArray(candidate.email, emails)));
  return new Set(rows.flatMap((row) => (row.email ? [row.email] : [])));
};

/**
 * Deletes the person (erasure, decision 036). The foreign keys take their project links and stage
 * history, notes, do-not-contact changes, enrolments with their deliveries and tracking events,
 * matched e-mails, interview invitations with evaluations and decisions, and sourcing reasons;
 * the trigger of candidate takes the search index rows (candidate_search and its pending queue).
 */
export const deleteCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<boolean> => {
  const rows = await db
    .delete(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)))
    .returning({ id: candidate.id });
  return rows.length > 0;
};
