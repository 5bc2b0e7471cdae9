import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchCandidatePage } from '../../pipeline/api/pipeline-candidates';
import { pipelineKeys } from '../../pipeline/api/query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { EmptyPipeline } from '../../pipeline/components/pipeline-empty';
import { DEFAULT_FILTERS } from '../../pipeline/filter-query';
import { useCandidateQuery } from '../api/candidate';
import { CandidateHeader } from '../components/candidate-header';
import { CandidateTabs } from '../components/candidate-tabs';
import { CandidateInterviewTab } from '../../interviews/components/candidate-interview-tab';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { CandidateNotes } from '../components/candidate-notes';
import { CandidateOutreach } from '../../outreach/components/candidate-outreach';
import { ContactChannelsPanel } from '../components/contact-channels-panel';
import { CandidateCalls } from '../components/candidate-calls';
import { ScheduleInterviewPanel } from '../../calendars/components/schedule-interview-panel';
import { CandidateInterviews } from '../../calendars/components/candidate-interviews';
import { CustomFieldsEditor } from '../components/custom-fields-editor';
import { DoNotContactPanel } from '../components/do-not-contact-panel';
import { EraseCandidate } from '../components/erase-candidate';
import {
  ContactDetails,
  Education,
  Experience,
  OtherProjects,
  Skills,
  Summary,
} from '../components/profile-sections';
import { ResumeViewer } from '../components/resume-viewer';
import { RevealContact } from '../components/reveal-contact';
import { StageHistory } from '../components/stage-history';
import { SourcingReasonSection } from '../../sourcing/components/sourcing-reason-section';

const candidatePath = (projectId: string, candidateId: string) =>
  `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}`;

/** Every section of the candidate page, from one candidate. */
export function CandidateProfile({
  candidate,
  projectId,
}: {
  candidate: Candidate;
  projectId: string;
}) {
  const name = candidate.full_name || 'Unnamed candidate';
  return (
    <div className="space-y-4">
      <CandidateHeader candidate={candidate} projectId={projectId} />
      <DoNotContactPanel candidate={candidate} projectId={projectId} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <SourcingReasonSection projectId={projectId} candidateId={candidate._id} />
          <Summary summary={candidate.summary} />
          <CandidateOutreach candidateId={candidate._id} projects={candidate.projects} />
          <CandidateCalls candidateId={candidate._id} projectId={projectId} />
          <Experience entries={candidate.experience} />
          <Education entries={candidate.education} />
          <ResumeViewer resume={candidate.resume} name={name} />
          <CandidateNotes
            candidateId={candidate._id}
            projectId={projectId}
            notes={candidate.notes}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <ContactDetails profile={candidate.profile}>
            <RevealContact candidate={candidate} projectId={projectId} />
          </ContactDetails>
          <ContactChannelsPanel candidateId={candidate._id} projectId={projectId} />
          <CandidateInterviews projectId={projectId} candidateId={candidate._id} />
          <ScheduleInterviewPanel
            projectId={projectId}
            candidateId={candidate._id}
            candidateEmail={candidate.profile.email ?? null}
          />
          <Skills skills={candidate.profile.skills} />
          <CustomFieldsEditor
            candidateId={candidate._id}
            projectId={projectId}
            fields={candidate.custom_fields}
            values={candidate.custom_values}
          />
          <StageHistory entries={candidate.stage_history} />
          <OtherProjects candidate={candidate} projectId={projectId} />
          <EraseCandidate candidate={candidate} projectId={projectId} />
        </div>
      </div>
    </div>
  );
}

function CandidateById({ projectId, candidateId }: { projectId: string; candidateId: string }) {
  const query = useCandidateQuery(candidateId, projectId);
  usePageTitle(query.data?.full_name || 'Candidate');
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Loading the candidate…
      </p>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        level={1}
        title="Candidate not found"
        description="This candidate is not in this project, or was removed from it."
        action={{
          label: 'Back to pipeline',
          to: `/app/projects/${encodeURIComponent(projectId)}/pipeline`,
        }}
      />
    );
  }
  return <CandidateView candidate={query.data} projectId={projectId} />;
}

/** A charlie project's candidate gets Profile and Interview tabs; a ria one the profile alone. */
function CandidateView({ candidate, projectId }: { candidate: Candidate; projectId: string }) {
  const { project, workspaceId } = useCurrentProject();
  const profile = <CandidateProfile candidate={candidate} projectId={projectId} />;
  if (project.data?.agent !== 'charlie') return profile;
  return (
    <CandidateTabs
      panels={{
        profile,
        interview: (
          <div className="space-y-4">
            <CandidateHeader candidate={candidate} projectId={projectId} />
            <CandidateInterviewTab
              workspaceId={workspaceId}
              projectId={projectId}
              candidateId={candidate._id}
            />
          </div>
        ),
      }}
    />
  );
}

/** Without a candidate id: the first candidate of the pipeline (default sort), or an empty state. */
function FirstCandidate({ projectId }: { projectId: string }) {
  const workspaceId = useWorkspaceId();
  usePageTitle('Candidate');
  const first = useQuery({
    queryKey: [...pipelineKeys.candidates(workspaceId, projectId), 'first'],
    queryFn: ({ signal }) =>
      fetchCandidatePage(projectId, DEFAULT_FILTERS, { offset: 0, limit: 1 }, signal),
    enabled: workspaceId.length > 0,
  });
  const firstId = first.data?.items[0]?._id;
  if (firstId) return <Navigate to={candidatePath(projectId, firstId)} replace />;
  if (first.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Loading…
      </p>
    );
  }
  return (
    <>
      <h1 className="sr-only">Candidate</h1>
      <EmptyPipeline projectId={projectId} />
    </>
  );
}

/** /app/projects/{id}/candidate/{candidateID?}. */
export function CandidatePage() {
  const { id: projectId = '', candidateID } = useParams();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      {candidateID ? (
        <CandidateById key={candidateID} projectId={projectId} candidateId={candidateID} />
      ) : (
        <FirstCandidate projectId={projectId} />
      )}
    </main>
  );
}
