import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import { Spinner } from '../../../components/ui/spinner';
import { useCandidateMessagesQuery } from '../api/candidate-messages';
import { EmailThread } from './email-thread';
import { WhatsappThread } from './whatsapp-thread';
import { EnrollmentStatus } from './enrollment-status';
import { Section } from '../../../components/section-card';

type CandidateOutreachProps = {
  candidateId: string;
  /** The candidate's projects, to name the campaign of each enrolment. */
  projects: Candidate['projects'];
};

function DoNotContact({ reason }: { reason: string | null }) {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-semibold">Do not contact</p>
      <p className="mt-0.5">
        {reason ? `${reason} ` : ''}No campaign sends anything to this candidate, on any channel.
      </p>
    </div>
  );
}

function OutreachContent({
  data,
  projects,
}: {
  data: CandidateMessages;
  projects: Candidate['projects'];
}) {
  const projectName = (id: string) => projects.find((project) => project._id === id)?.name ?? null;
  return (
    <div className="space-y-5">
      {data.do_not_contact ? <DoNotContact reason={data.do_not_contact_reason} /> : null}
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Campaigns</h3>
        {data.enrollments.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Not in a campaign yet.</p>
        ) : (
          <ul aria-label="Campaigns" className="mt-2 space-y-2">
            {data.enrollments.map((enrollment) => (
              <EnrollmentStatus
                key={enrollment._id}
                enrollment={enrollment}
                projectName={projectName(enrollment.project_id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-stone-900">E-mails</h3>
        <EmailThread messages={data.messages} />
      </div>
      {data.whatsapp_messages?.length ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-900">WhatsApp</h3>
          <WhatsappThread messages={data.whatsapp_messages} />
        </div>
      ) : null}
    </div>
  );
}

/** The candidate's campaigns and e-mail thread, kept fresh while the page is open. */
export function CandidateOutreach({ candidateId, projects }: CandidateOutreachProps) {
  const query = useCandidateMessagesQuery(candidateId);
  return (
    <Section title="Outreach">
      {query.data ? (
        <OutreachContent data={query.data} projects={projects} />
      ) : query.isError ? (
        <p className="text-sm text-stone-600">The e-mails could not be loaded.</p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> Loading e-mails…
        </p>
      )}
    </Section>
  );
}
