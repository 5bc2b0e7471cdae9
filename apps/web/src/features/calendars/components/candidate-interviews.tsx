import { useState } from 'react';
import type { ProjectInterview } from '@hirelane/domain/calendars/scheduling-link.schema';
import { Section } from '../../../components/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import {
  cancelSchedulingLink,
  useProjectInterviewsQuery,
  useRefreshInterviews,
} from '../api/project-interviews';
import { InterviewList } from './interview-list';

/**
 * The candidate page's "Interviews": their scheduling links in this project and the interviews
 * booked through them. Canceling a booked one removes the event and sends the candidate the
 * cancellation; "Schedule an interview" below sends a new link.
 */
export function CandidateInterviews({
  projectId,
  candidateId,
}: {
  projectId: string;
  candidateId: string;
}) {
  const query = useProjectInterviewsQuery(projectId, candidateId);
  const refresh = useRefreshInterviews(projectId);
  const [confirming, setConfirming] = useState<ProjectInterview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = query.data ?? [];
  if (items.length === 0) return null;

  const cancel = async (item: ProjectInterview) => {
    setError(null);
    try {
      await cancelSchedulingLink(projectId, candidateId, item.link_id);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The link could not be canceled.');
    } finally {
      await refresh();
    }
  };

  return (
    <Section title="Interviews">
      {error ? (
        <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <InterviewList items={items} onCancel={setConfirming} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        header={confirming?.status === 'booked' ? 'Cancel this interview?' : 'Cancel this link?'}
        description={
          confirming?.status === 'booked'
            ? 'The event leaves the calendar and the candidate is e-mailed the cancellation. To offer other times, send a new link.'
            : 'The candidate will no longer be able to book a time with this link.'
        }
        confirmText={confirming?.status === 'booked' ? 'Cancel interview' : 'Cancel link'}
        cancelText="Keep it"
        destructive
        onConfirm={() => (confirming ? cancel(confirming) : undefined)}
      />
    </Section>
  );
}
