import { InterviewList } from './interview-list';
import { useProjectInterviewsQuery } from '../api/project-interviews';

/**
 * The pipeline's "Upcoming interviews": links waiting for a candidate and interviews still to
 * come, soonest first. Nothing shows while there are none.
 */
export function ProjectInterviews({ projectId }: { projectId: string }) {
  const query = useProjectInterviewsQuery(projectId);
  const items = query.data ?? [];
  if (items.length === 0) return null;
  const booked = items.filter((item) => item.status === 'booked').length;
  return (
    <details
      aria-label="Upcoming interviews"
      className="rounded-xl border border-stone-200 bg-white px-4 py-3 sm:px-5"
    >
      <summary className="cursor-pointer text-sm font-semibold text-stone-900">
        Upcoming interviews ({booked} booked, {items.length - booked} waiting for the candidate)
      </summary>
      <div className="mt-2">
        <InterviewList
          items={items}
          candidateLink={(candidateId) =>
            `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}`
          }
        />
      </div>
    </details>
  );
}
