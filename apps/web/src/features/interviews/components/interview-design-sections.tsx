import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useInterviewDesignQuery } from '../api/interview-design';
import { InterviewPlanSection } from './interview-plan-section';
import { InterviewSettingsSection } from './interview-settings-section';

type InterviewDesignSectionsProps = {
  workspaceId: string;
  projectId: string;
  canEdit: boolean;
};

/** The interview plan and settings of a charlie project, in its Settings page. */
export function InterviewDesignSections({
  workspaceId,
  projectId,
  canEdit,
}: InterviewDesignSectionsProps) {
  const design = useInterviewDesignQuery(workspaceId, projectId);
  if (design.isError)
    return (
      <EmptyState
        title="The interview plan could not be loaded"
        description={design.error.message}
      />
    );
  if (!design.data)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner className="size-4 text-orange-700" /> Loading the interview plan…
      </p>
    );
  return (
    <>
      <InterviewPlanSection
        workspaceId={workspaceId}
        projectId={projectId}
        design={design.data}
        canEdit={canEdit}
      />
      <InterviewSettingsSection
        workspaceId={workspaceId}
        projectId={projectId}
        design={design.data}
        canEdit={canEdit}
      />
    </>
  );
}
