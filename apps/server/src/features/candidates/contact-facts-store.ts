import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidate } from '../../db/schema/candidates';
import type { CandidateRow } from './candidate-store';

export type ContactHistory = {
  replied: boolean;
  unsubscribed: boolean;
  bounced: boolean;
  lastWhatsappInboundAt: Date | null;
};

/** A person named with their workspace: the engine's batches span workspaces. */
export type PersonRef = { workspaceId: string; candidateId: string };

const NO_HISTORY: ContactHistory = {
  replied: false,
  unsubscribed: false,
  bounced: false,
  lastWhatsappInboundAt: null,
};

/**
 * What the people's sequences and messages say about contacting them, by candidate id, in one
 * query however many they are: a reply on any channel (a sequence stopped as replied, an inbound
 * e-mail reply, an inbound LinkedIn or WhatsApp message), an unsubscribe, a bounce, and the
 * person's last WhatsApp message (the 24-hour window).
 */
export const findContactHistories = async (
  db: Executor,
  people: PersonRef[],
): Promise<Map<string, ContactHistory>> => {
  const histories = new Map<string, ContactHistory>();
  if (people.length === 0) return histories;
  const rows = people.map((person) => ({
    workspace_id: person.workspaceId,
    candidate_id: person.candidateId,
  }));
  const result = await db.execute<
    Omit<ContactHistory, 'lastWhatsappInboundAt'> & {
      candidate_id: string;
      last_whatsapp_inbound_at: string | Date | null;
    }
  >(sql`
    with p as (
      select distinct * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as p(workspace_id uuid, candidate_id uuid))
    select p.candidate_id,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = p.workspace_id and e.candidate_id = p.candidate_id
                 and e.stop_reason = 'replied')
      or exists (select 1 from email_message m
                  where m.workspace_id = p.workspace_id and m.candidate_id = p.candidate_id
                    and m.direction = 'inbound' and m.kind = 'reply')
      or exists (select 1 from linkedin_message l
                  where l.workspace_id = p.workspace_id and l.candidate_id = p.candidate_id
                    and l.direction = 'inbound')
      or exists (select 1 from whatsapp_message w
                  where w.workspace_id = p.workspace_id and w.candidate_id = p.candidate_id
                    and w.direction = 'inbound') as replied,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = p.workspace_id and e.candidate_id = p.candidate_id
                 and e.stop_reason = 'unsubscribed') as unsubscribed,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = p.workspace_id and e.candidate_id = p.candidate_id
                 and e.stop_reason = 'bounced') as bounced,
      (select max(w.at) from whatsapp_message w
        where w.workspace_id = p.workspace_id and w.candidate_id = p.candidate_id
          and w.direction = 'inbound') as last_whatsapp_inbound_at
      from p`);
  for (const row of result.rows)
    histories.set(row.candidate_id, {
      replied: row.replied === true,
      unsubscribed: row.unsubscribed === true,
      bounced: row.bounced === true,
      lastWhatsappInboundAt: row.last_whatsapp_inbound_at
        ? new Date(row.last_whatsapp_inbound_at)
        : null,
    });
  for (const person of people)
    if (!histories.has(person.candidateId)) histories.set(person.candidateId, NO_HISTORY);
  return histories;
};

/** The people's candidate rows, each only from its own workspace (unknown ones are left out). */
export const findPeople = async (db: Executor, people: PersonRef[]): Promise<CandidateRow[]> => {
  if (people.length === 0) return [];
  const wanted = new Set(people.map((person) => `${person.workspaceId}:${person.candidateId}`));
  const rows = await db
    .select()
    .from(candidate)
    .where(
      and(
        inArray(candidate.workspaceId, [...new Set(people.map((person) => person.workspaceId))]),
        inArray(candidate.id, [...new Set(people.map((person) => person.candidateId))]),
      ),
    );
  return rows.filter((row) => wanted.has(`${row.workspaceId}:${row.id}`));
};
